// Public surface of the research feature: the product detail page renders these tabs.
export { ResearchTabs, type ResearchTabsProps } from './components/research-tabs';
