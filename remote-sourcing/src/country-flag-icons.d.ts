// country-flag-icons ships types for its index files only; each flag module is one SVG string.
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
