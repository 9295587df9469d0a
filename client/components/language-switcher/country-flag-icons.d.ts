/** country-flag-icons ships no types for its one-flag modules: each exports the flag's SVG markup. */
declare module 'country-flag-icons/string/3x2/*' {
  const svg: string;
  export default svg;
}
