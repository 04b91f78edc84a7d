import type { FastifyInstance } from 'fastify';
import {
  bulkUpdateEndpoint,
  catalogueCountEndpoint,
  getPricingSettingsEndpoint,
  getProductEndpoint,
  importAllEndpoint,
  importDeleteEndpoint,
  importedListEndpoint,
  importListEndpoint,
  updatePricingSettingsEndpoint,
  unmappedListingsEndpoint,
  updateProductEndpoint,
} from '@omni/shared/contracts/catalogue';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import type { SourceFor } from '../sourcing/external-sources';
import { supplierSources } from '../supplier-accounts/supplier-sources';
import { publishCatalogueCounts } from './counts-event';
import { importAll } from './import-list/import-all';
import { importedList } from './import-list/imported-list';
import { bulkUpdate, deleteSelection, importListPage } from './import-list/service';
import { apiBaseOf } from './media-urls';
import { getPricingSettings, updatePricingSettings } from './pricing/service';
import { getProduct, updateProduct } from './product/service';
import { listUnmapped } from './product-center/service';
import { countCatalogue } from './repository';

/* The catalogue calls (issue 9 §1, §2), registered from their endpoint objects (ADR 008). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const sourceFor: SourceFor = (workplaceId, source) =>
    supplierSources(app.ctx, app.log).forWorkplace(workplaceId, source);

  endpointRoute(app, catalogueCountEndpoint, async (_input, request) =>
    ok(await countCatalogue(db, currentWorkplaceId(request))),
  );

  endpointRoute(app, importListEndpoint, async ({ query }, request) =>
    ok(await importListPage(db, currentWorkplaceId(request), query, apiBaseOf(request))),
  );

  endpointRoute(app, unmappedListingsEndpoint, async ({ query }, request) =>
    ok(await listUnmapped(db, currentWorkplaceId(request), query)),
  );

  endpointRoute(app, importedListEndpoint, async ({ query }, request) =>
    ok(await importedList(db, currentWorkplaceId(request), query)),
  );

  endpointRoute(app, importDeleteEndpoint, async ({ body }, request) => {
    const workplaceId = currentWorkplaceId(request);
    const deleted = await deleteSelection(db, workplaceId, body);
    await publishCatalogueCounts(app, workplaceId);
    return ok({ deleted });
  });

  endpointRoute(app, bulkUpdateEndpoint, async ({ body }, request) =>
    ok(
      { updated: await bulkUpdate(db, currentWorkplaceId(request), body, app.ctx.now()) },
      MessageKey.SaveSuccess,
    ),
  );

  endpointRoute(app, importAllEndpoint, async ({ body }, request) => {
    const workplaceId = currentWorkplaceId(request);
    const result = await importAll(db, request.log, sourceFor, workplaceId, body, app.ctx.now());
    await publishCatalogueCounts(app, workplaceId);
    return ok(result);
  });

  endpointRoute(app, getProductEndpoint, async ({ params }, request) =>
    ok(await getProduct(db, currentWorkplaceId(request), params.id, apiBaseOf(request))),
  );

  endpointRoute(app, updateProductEndpoint, async ({ params, body }, request) =>
    ok(
      await updateProduct(
        db,
        currentWorkplaceId(request),
        params.id,
        body,
        apiBaseOf(request),
        app.ctx.now(),
      ),
      MessageKey.SaveSuccess,
    ),
  );

  endpointRoute(app, getPricingSettingsEndpoint, async (_input, request) =>
    ok(await getPricingSettings(db, currentWorkplaceId(request))),
  );

  endpointRoute(app, updatePricingSettingsEndpoint, async ({ body }, request) =>
    ok(
      await updatePricingSettings(db, currentWorkplaceId(request), body.rule, app.ctx.now()),
      MessageKey.SaveSuccess,
    ),
  );
}
