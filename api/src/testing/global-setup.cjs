const { usePostgres, withAdminClient } = require('./test-databases.cjs');

// Names this run's databases (workers inherit the variable) and checks PostgreSQL is there.
module.exports = async function globalSetup() {
  process.env.OMNI_TEST_RUN ??= String(process.pid);
  if (usePostgres()) await withAdminClient((client) => client.query('SELECT 1'));
};
