/**
 * The part of Shopify's Admin GraphQL schema (version 2025-10) the adapter uses, with Shopify's
 * names and shapes. Scalars Shopify defines (DateTime, Decimal, URL, HTML, Money) are strings here.
 */
export const ADMIN_SCHEMA_SDL = /* GraphQL */ `
  scalar DateTime
  scalar Decimal
  scalar URL
  scalar HTML

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Query {
    shop: Shop!
    publications(first: Int, after: String, last: Int, before: String): PublicationConnection!
    product(id: ID!): Product
    productByIdentifier(identifier: ProductIdentifierInput!): Product
    products(
      first: Int
      after: String
      last: Int
      before: String
      query: String
    ): ProductConnection!
    order(id: ID!): Order
    orders(
      first: Int
      after: String
      last: Int
      before: String
      query: String
      reverse: Boolean
      sortKey: OrderSortKeys
    ): OrderConnection!
    webhookSubscriptions(
      first: Int
      after: String
      last: Int
      before: String
      topics: [WebhookSubscriptionTopic!]
    ): WebhookSubscriptionConnection!
  }

  type Mutation {
    productSet(
      identifier: ProductSetIdentifiers
      input: ProductSetInput!
      synchronous: Boolean = true
    ): ProductSetPayload
    productCreate(product: ProductCreateInput!): ProductCreatePayload
    productDelete(input: ProductDeleteInput!, synchronous: Boolean = true): ProductDeletePayload
    publishablePublish(id: ID!, input: [PublicationInput!]!): PublishablePublishPayload
    publishableUnpublish(id: ID!, input: [PublicationInput!]!): PublishableUnpublishPayload
    fulfillmentCreate(fulfillment: FulfillmentInput!, message: String): FulfillmentCreatePayload
    webhookSubscriptionCreate(
      topic: WebhookSubscriptionTopic!
      webhookSubscription: WebhookSubscriptionInput!
    ): WebhookSubscriptionCreatePayload
    webhookSubscriptionDelete(id: ID!): WebhookSubscriptionDeletePayload
  }

  enum OrderSortKeys {
    CREATED_AT
    UPDATED_AT
    ID
    PROCESSED_AT
  }
  enum WebhookSubscriptionTopic {
    ORDERS_CREATE
    ORDERS_UPDATED
    ORDERS_CANCELLED
    ORDERS_FULFILLED
    APP_UNINSTALLED
    APP_SUBSCRIPTIONS_UPDATE
    APP_PURCHASES_ONE_TIME_UPDATE
    PRODUCTS_UPDATE
    PRODUCTS_DELETE
  }
  enum ProductStatus {
    ACTIVE
    DRAFT
    ARCHIVED
  }
  enum WebhookSubscriptionFormat {
    JSON
    XML
  }

  type UserError {
    field: [String!]
    message: String!
  }
  type ProductSetUserError {
    field: [String!]
    message: String!
    code: String
  }

  type Domain {
    host: String!
    url: URL!
  }
  type ShopPlan {
    displayName: String!
    partnerDevelopment: Boolean!
    shopifyPlus: Boolean!
  }
  type Shop {
    id: ID!
    name: String!
    email: String!
    myshopifyDomain: String!
    primaryDomain: Domain!
    currencyCode: String!
    ianaTimezone: String!
    plan: ShopPlan!
  }

  type App {
    id: ID!
    handle: String!
    title: String!
    developerName: String!
  }
  type Publication {
    id: ID!
    name: String!
    autoPublish: Boolean!
    supportsFuturePublishing: Boolean!
    app: App!
  }
  type PublicationEdge {
    cursor: String!
    node: Publication!
  }
  type PublicationConnection {
    edges: [PublicationEdge!]!
    nodes: [Publication!]!
    pageInfo: PageInfo!
  }

  type SelectedOption {
    name: String!
    value: String!
  }
  type ProductOptionValue {
    id: ID!
    name: String!
  }
  type ProductOption {
    id: ID!
    name: String!
    position: Int!
    values: [String!]!
    optionValues: [ProductOptionValue!]!
  }
  enum WeightUnit {
    GRAMS
    KILOGRAMS
    OUNCES
    POUNDS
  }
  type Weight {
    value: Float!
    unit: WeightUnit!
  }
  type InventoryItemMeasurement {
    id: ID!
    weight: Weight
  }
  type InventoryItem {
    id: ID!
    measurement: InventoryItemMeasurement!
  }
  type ProductVariant {
    id: ID!
    title: String!
    sku: String
    price: Decimal!
    compareAtPrice: Decimal
    inventoryQuantity: Int
    selectedOptions: [SelectedOption!]!
    inventoryItem: InventoryItem!
    product: Product!
  }
  type Metafield {
    id: ID!
    namespace: String!
    key: String!
    type: String!
    value: String!
  }
  type MetafieldEdge {
    cursor: String!
    node: Metafield!
  }
  type MetafieldConnection {
    edges: [MetafieldEdge!]!
    nodes: [Metafield!]!
    pageInfo: PageInfo!
  }
  type ProductVariantEdge {
    cursor: String!
    node: ProductVariant!
  }
  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }
  type ResourcePublication {
    publication: Publication!
    isPublished: Boolean!
  }
  type ResourcePublicationEdge {
    cursor: String!
    node: ResourcePublication!
  }
  type ResourcePublicationConnection {
    edges: [ResourcePublicationEdge!]!
    nodes: [ResourcePublication!]!
    pageInfo: PageInfo!
  }
  enum MediaContentType {
    IMAGE
    VIDEO
    EXTERNAL_VIDEO
    MODEL_3D
  }
  enum MediaStatus {
    UPLOADED
    PROCESSING
    READY
    FAILED
  }
  enum FileContentType {
    IMAGE
    FILE
    VIDEO
    MODEL_3D
    EXTERNAL_VIDEO
  }
  type Image {
    url: URL!
    altText: String
  }
  interface Media {
    id: ID!
    alt: String
    mediaContentType: MediaContentType!
    status: MediaStatus!
  }
  type MediaImage implements Media {
    id: ID!
    alt: String
    mediaContentType: MediaContentType!
    status: MediaStatus!
    image: Image
  }
  type MediaEdge {
    cursor: String!
    node: Media!
  }
  type MediaConnection {
    edges: [MediaEdge!]!
    nodes: [Media!]!
    pageInfo: PageInfo!
  }
  type Product {
    id: ID!
    title: String!
    handle: String!
    descriptionHtml: HTML!
    vendor: String!
    productType: String!
    status: ProductStatus!
    tags: [String!]!
    createdAt: DateTime!
    updatedAt: DateTime!
    options(first: Int): [ProductOption!]!
    variants(first: Int, after: String, last: Int, before: String): ProductVariantConnection!
    media(first: Int, after: String, last: Int, before: String): MediaConnection!
    resourcePublications(
      first: Int
      after: String
      last: Int
      before: String
    ): ResourcePublicationConnection!
    publishedOnPublication(publicationId: ID!): Boolean!
    metafield(namespace: String, key: String!): Metafield
    metafields(
      first: Int
      after: String
      last: Int
      before: String
      namespace: String
    ): MetafieldConnection!
  }
  type ProductEdge {
    cursor: String!
    node: Product!
  }
  type ProductConnection {
    edges: [ProductEdge!]!
    nodes: [Product!]!
    pageInfo: PageInfo!
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: String!
  }
  type MoneyBag {
    shopMoney: MoneyV2!
    presentmentMoney: MoneyV2!
  }
  type MailingAddress {
    firstName: String
    lastName: String
    name: String
    company: String
    address1: String
    address2: String
    city: String
    province: String
    provinceCode: String
    zip: String
    country: String
    countryCodeV2: String
    phone: String
  }
  type Customer {
    id: ID!
    firstName: String
    lastName: String
    displayName: String!
    email: String
    phone: String
    defaultAddress: MailingAddress
  }
  type LineItem {
    id: ID!
    title: String!
    name: String!
    variantTitle: String
    sku: String
    quantity: Int!
    variant: ProductVariant
    product: Product
    originalUnitPriceSet: MoneyBag!
    totalDiscountSet: MoneyBag!
    taxLines(first: Int): [TaxLine!]!
  }
  type TaxLine {
    title: String!
    rate: Float
    ratePercentage: Float
    priceSet: MoneyBag!
  }
  type ShippingLine {
    title: String!
    code: String
    originalPriceSet: MoneyBag!
    discountedPriceSet: MoneyBag!
  }
  type ShippingLineEdge {
    cursor: String!
    node: ShippingLine!
  }
  type ShippingLineConnection {
    edges: [ShippingLineEdge!]!
    nodes: [ShippingLine!]!
    pageInfo: PageInfo!
  }
  type LineItemEdge {
    cursor: String!
    node: LineItem!
  }
  type LineItemConnection {
    edges: [LineItemEdge!]!
    nodes: [LineItem!]!
    pageInfo: PageInfo!
  }
  type TrackingInfo {
    company: String
    number: String
    url: URL
  }
  type Fulfillment {
    id: ID!
    status: String!
    createdAt: DateTime!
    trackingInfo(first: Int): [TrackingInfo!]!
  }
  type FulfillmentOrderLineItem {
    id: ID!
    totalQuantity: Int!
    remainingQuantity: Int!
    lineItem: LineItem!
  }
  type FulfillmentOrderLineItemEdge {
    cursor: String!
    node: FulfillmentOrderLineItem!
  }
  type FulfillmentOrderLineItemConnection {
    edges: [FulfillmentOrderLineItemEdge!]!
    nodes: [FulfillmentOrderLineItem!]!
    pageInfo: PageInfo!
  }
  type FulfillmentOrder {
    id: ID!
    status: String!
    lineItems(
      first: Int
      after: String
      last: Int
      before: String
    ): FulfillmentOrderLineItemConnection!
  }
  type FulfillmentOrderEdge {
    cursor: String!
    node: FulfillmentOrder!
  }
  type FulfillmentOrderConnection {
    edges: [FulfillmentOrderEdge!]!
    nodes: [FulfillmentOrder!]!
    pageInfo: PageInfo!
  }
  type Order {
    id: ID!
    legacyResourceId: String!
    name: String!
    email: String
    note: String
    createdAt: DateTime!
    updatedAt: DateTime!
    processedAt: DateTime!
    cancelledAt: DateTime
    cancelReason: String
    currencyCode: String!
    displayFinancialStatus: String
    displayFulfillmentStatus: String!
    subtotalPriceSet: MoneyBag!
    totalShippingPriceSet: MoneyBag!
    totalPriceSet: MoneyBag!
    totalTaxSet: MoneyBag
    totalDiscountsSet: MoneyBag
    taxesIncluded: Boolean!
    taxLines: [TaxLine!]!
    discountCodes: [String!]!
    shippingLines(first: Int, after: String, last: Int, before: String): ShippingLineConnection!
    customer: Customer
    shippingAddress: MailingAddress
    lineItems(first: Int, after: String, last: Int, before: String): LineItemConnection!
    fulfillmentOrders(
      first: Int
      after: String
      last: Int
      before: String
    ): FulfillmentOrderConnection!
    fulfillments(first: Int): [Fulfillment!]!
  }
  type OrderEdge {
    cursor: String!
    node: Order!
  }
  type OrderConnection {
    edges: [OrderEdge!]!
    nodes: [Order!]!
    pageInfo: PageInfo!
  }

  type WebhookHttpEndpoint {
    callbackUrl: URL!
  }
  union WebhookSubscriptionEndpoint = WebhookHttpEndpoint
  type WebhookSubscription {
    id: ID!
    topic: WebhookSubscriptionTopic!
    uri: String!
    endpoint: WebhookSubscriptionEndpoint!
    createdAt: DateTime!
    format: WebhookSubscriptionFormat!
  }
  type WebhookSubscriptionEdge {
    cursor: String!
    node: WebhookSubscription!
  }
  type WebhookSubscriptionConnection {
    edges: [WebhookSubscriptionEdge!]!
    nodes: [WebhookSubscription!]!
    pageInfo: PageInfo!
  }

  input OptionValueSetInput {
    name: String!
  }
  input OptionSetInput {
    name: String!
    values: [OptionValueSetInput!]
  }
  input VariantOptionValueInput {
    optionName: String!
    name: String!
  }
  input WeightInput {
    value: Float!
    unit: WeightUnit!
  }
  input InventoryItemMeasurementInput {
    weight: WeightInput
  }
  input InventoryItemInput {
    measurement: InventoryItemMeasurementInput
    tracked: Boolean
    requiresShipping: Boolean
  }
  input MetafieldInput {
    id: ID
    namespace: String
    key: String
    type: String
    value: String
  }
  input ProductVariantSetInput {
    id: ID
    optionValues: [VariantOptionValueInput!]!
    price: Decimal
    compareAtPrice: Decimal
    sku: String
    inventoryQuantity: Int
    inventoryItem: InventoryItemInput
  }
  input FileSetInput {
    id: ID
    alt: String
    contentType: FileContentType
    filename: String
    originalSource: String
  }
  input ProductSetIdentifiers {
    id: ID
    handle: String
  }
  input ProductIdentifierInput {
    id: ID
    handle: String
  }
  input ProductSetInput {
    id: ID
    title: String
    handle: String
    descriptionHtml: String
    vendor: String
    productType: String
    status: ProductStatus
    tags: [String!]
    productOptions: [OptionSetInput!]
    variants: [ProductVariantSetInput!]
    files: [FileSetInput!]
    metafields: [MetafieldInput!]
  }
  type ProductSetOperation {
    id: ID!
    status: String!
  }
  type ProductSetPayload {
    product: Product
    productSetOperation: ProductSetOperation
    userErrors: [ProductSetUserError!]!
  }

  input ProductCreateInput {
    title: String!
    handle: String
    descriptionHtml: String
    vendor: String
    productType: String
    status: ProductStatus
    tags: [String!]
    productOptions: [OptionSetInput!]
  }
  type ProductCreatePayload {
    product: Product
    userErrors: [UserError!]!
  }

  input PublicationInput {
    publicationId: ID
    publishDate: DateTime
  }
  union Publishable = Product
  input ProductDeleteInput {
    id: ID!
  }
  type ProductDeletePayload {
    deletedProductId: ID
    shop: Shop!
    userErrors: [UserError!]!
  }
  type PublishablePublishPayload {
    publishable: Publishable
    shop: Shop!
    userErrors: [UserError!]!
  }
  type PublishableUnpublishPayload {
    publishable: Publishable
    shop: Shop!
    userErrors: [UserError!]!
  }

  input FulfillmentOrderLineItemInput {
    id: ID!
    quantity: Int!
  }
  input FulfillmentOrderLineItemsInput {
    fulfillmentOrderId: ID!
    fulfillmentOrderLineItems: [FulfillmentOrderLineItemInput!]
  }
  input FulfillmentTrackingInput {
    company: String
    number: String
    url: URL
    numbers: [String!]
  }
  input FulfillmentInput {
    lineItemsByFulfillmentOrder: [FulfillmentOrderLineItemsInput!]!
    trackingInfo: FulfillmentTrackingInput
    notifyCustomer: Boolean
  }
  type FulfillmentCreatePayload {
    fulfillment: Fulfillment
    userErrors: [UserError!]!
  }

  input WebhookSubscriptionInput {
    callbackUrl: URL
    uri: String
    format: WebhookSubscriptionFormat
  }
  type WebhookSubscriptionCreatePayload {
    webhookSubscription: WebhookSubscription
    userErrors: [UserError!]!
  }
  type WebhookSubscriptionDeletePayload {
    deletedWebhookSubscriptionId: ID
    userErrors: [UserError!]!
  }
`;
