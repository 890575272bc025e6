(function () {
  // Runs before first paint, after MUI's colour-scheme script: applies a custom primary colour
  // stored in the paletteColors cookie, the text direction the reader chose (localStorage
  // docsgen-settings, see src/runtime/preferences/layoutSettings.ts), and points theme-color at
  // the resolved mode.
  var root = document.documentElement;
  // Scripts run: parts that only work with JavaScript (demo toolbars) show, nothing shifts later.
  root.setAttribute('data-js', '');
  try {
    if (JSON.parse(localStorage.getItem('docsgen-settings') || '{}').direction === 'rtl') root.setAttribute('dir', 'rtl');
  } catch (e) {
    // Unreadable storage or settings: the page paints with the defaults.
  }
  try {
    var match = document.cookie.match(/(?:^|;\s*)paletteColors=([^;]*)/);
    var primary = match && JSON.parse(decodeURIComponent(match[1])).primary;
    var css = '';
    ['main', 'light', 'dark', 'contrastText'].forEach(function (key) {
      var value = primary && primary[key];
      // Only colour values: the cookie is read before anything else could check it.
      if (typeof value !== 'string' || !/^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\([\d\s.,%]+\))$/i.test(value)) return;
      css += '--mui-palette-primary-' + key + ':' + value + ';';
      var hex = value.length === 4 ? '#' + value[1] + value[1] + value[2] + value[2] + value[3] + value[3] : value;
      var rgb = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : -1;
      if (rgb >= 0) css += '--mui-palette-primary-' + key + 'Channel:' + ((rgb >> 16) & 255) + ' ' + ((rgb >> 8) & 255) + ' ' + (rgb & 255) + ';';
    });
    if (css) {
      var style = document.createElement('style');
      style.id = 'docsgen-palette';
      style.textContent = ':root,:root[data-mui-color-scheme]{' + css + '}';
      document.head.appendChild(style);
    }
    var meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.setAttribute('content', meta.getAttribute(root.getAttribute('data-mui-color-scheme') === 'dark' ? 'data-dark' : 'data-light'));
  } catch (e) {
    // An unreadable cookie: the page paints with the default colours.
  }
})();
