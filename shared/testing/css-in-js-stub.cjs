// antd's CSS-in-JS writes its style sheets through these functions. jsdom matches every rule of
// every sheet against an element on each getComputedStyle, which testing-library and user-event
// call for every query and click: with antd's sheets in the document, that was most of the time
// of the slowest test files. Tests check behaviour and accessibility, not antd's styling, so the
// sheets are not written.
function detachedStyle() {
  return document.createElement('style');
}
exports.injectCSS = detachedStyle;
exports.updateCSS = detachedStyle;
exports.removeCSS = () => {};
exports.clearContainerCache = () => {};
