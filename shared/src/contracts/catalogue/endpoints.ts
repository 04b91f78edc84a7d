import { defineEndpoint } from '../endpoint';
import {
  BulkUpdateBodySchema,
  BulkUpdateResultSchema,
  CatalogueCountsSchema,
  ImportAllBodySchema,
  ImportAllResultSchema,
  ImportDeleteBodySchema,
  ImportDeleteResultSchema,
  ImportedListQuerySchema,
  ImportedListSchema,
  ImportListPageSchema,
  ImportListQuerySchema,
  ImportProductSchema,
  PricingSettingsSchema,
  PricingSettingsUpdateSchema,
  ProductIdParamsSchema,
  ProductUpdateSchema,
} from './schemas';

/*
 * The catalogue calls (spec 001 §7 "Import list and center"), one object each: the API registers
 * its routes from them and the client calls them with `call(endpoint, input)`. All act on the
 * workplace in the `workplace-id` header; another workplace's id is NOT_FOUND.
 */
const tag = 'catalogue';

export const importListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/import/listing',
  query: ImportListQuerySchema,
  response: ImportListPageSchema,
  tag,
});

export const importDeleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/center/products/import/delete',
  body: ImportDeleteBodySchema,
  response: ImportDeleteResultSchema,
  tag,
});

export const bulkUpdateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/center/products/bulk_update',
  body: BulkUpdateBodySchema,
  response: BulkUpdateResultSchema,
  tag,
});

export const importAllEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/import-all',
  body: ImportAllBodySchema,
  response: ImportAllResultSchema,
  tag,
});

export const importedListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/imported_list',
  query: ImportedListQuerySchema,
  response: ImportedListSchema,
  tag,
});

export const catalogueCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/count',
  response: CatalogueCountsSchema,
  tag,
});

export const getProductEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/:id',
  params: ProductIdParamsSchema,
  response: ImportProductSchema,
  tag,
});

export const updateProductEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/center/products/:id',
  params: ProductIdParamsSchema,
  body: ProductUpdateSchema,
  response: ImportProductSchema,
  tag,
});

export const getPricingSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/setting/get',
  response: PricingSettingsSchema,
  tag,
});

export const updatePricingSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/center/products/setting/update',
  body: PricingSettingsUpdateSchema,
  response: PricingSettingsSchema,
  tag,
});
