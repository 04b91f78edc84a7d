const { usePostgres, dropRunDatabases } = require('./test-databases.cjs');
const { closeWorkerDatabase } = require('./database-environment.cjs');

module.exports = async function globalTeardown() {
  // In-band runs (one test file) keep the worker database in this very process.
  await closeWorkerDatabase();
  if (usePostgres()) await dropRunDatabases();
};
