/* global __DOCSGEN_COLOR_SCHEME__ -- replaced when the build minifies it (render/colorSchemeScript.ts) */
(function (targets) {
  // The reader's colour scheme as a contract any CSS can follow (README, "Colour scheme"): on <html>,
  // `data-color-scheme` and the configured attributes get `light` or `dark`, and the configured class
  // of the scheme is set (`light`/`dark` by default). Runs before first paint, right after MUI's
  // colour-scheme script sets `data-mui-color-scheme`, and follows that attribute when the reader
  // changes the mode. In an iframe demo (its own document) it follows the page's <html> instead.
  var root = document.documentElement;
  var source = root;
  try {
    if (window.frameElement) source = window.parent.document.documentElement;
  } catch (e) {
    // A frame of another origin: it keeps its own.
  }
  var MUI = 'data-mui-color-scheme';
  function apply() {
    var scheme = source.getAttribute(MUI) === 'dark' ? 'dark' : 'light';
    if (source !== root) root.setAttribute(MUI, scheme);
    for (var i = 0; i < targets.attributes.length; i++) {
      if (root.getAttribute(targets.attributes[i]) !== scheme) root.setAttribute(targets.attributes[i], scheme);
    }
    if (targets.dark) root.classList.toggle(targets.dark, scheme === 'dark');
    if (targets.light) root.classList.toggle(targets.light, scheme === 'light');
  }
  apply();
  if (!window.MutationObserver) return;
  var observer = new MutationObserver(apply);
  observer.observe(source, { attributes: true, attributeFilter: [MUI] });
  // The attributes are the reader's: a library's provider that writes its own scheme there (Joy's
  // CssVarsProvider inside a demo, light while a dark page hydrates) is set back before the next paint.
  observer.observe(root, { attributes: true, attributeFilter: source === root ? [MUI].concat(targets.attributes) : targets.attributes });
})(__DOCSGEN_COLOR_SCHEME__);
