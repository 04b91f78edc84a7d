// @omni/shared/lazy-page — route elements for pages loaded on demand, each with its own boundary.
export { lazyPage, preloadLazyPages } from './lazy-page';
