import { PodSearchPage } from './pod-products-page';

/** /app/pod-product/search (lazy-loaded default export). */
export default PodSearchPage;
