// webpack loader used only by the "rebuild one remote" journey: sets one key of a JSON file
// (a translation) in the build output, so the source tree is never edited.
module.exports = function jsonPatchLoader(source) {
  const { key, value } = this.getOptions();
  const json = JSON.parse(source);
  const parts = key.split('.');
  let node = json;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) {
      throw new Error(`json-patch-loader: ${key} not found in ${this.resourcePath}`);
    }
    node = node[part];
  }
  const last = parts[parts.length - 1];
  if (typeof node[last] !== 'string') {
    throw new Error(`json-patch-loader: ${key} is not a string in ${this.resourcePath}`);
  }
  node[last] = value;
  return JSON.stringify(json);
};
