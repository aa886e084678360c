// Starts the fetch of this page's hero picture (its largest paint) while the app's script is still on its way:
// a preload in index.html would fetch the home page's picture on every page. Loaded async by index.html; the
// map and sizes follow src/theme/theme.ts (src/theme/hero-preload.test.ts checks they agree).
(function () {
  var heroes = { '/': 'home', '/home': 'home', '/golf': 'golf', '/airport-concierge-service': 'airport-concierge', '/airport-transfers': 'airport-transfers' };
  var sizes = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw';
  var widths = [480, 800, 1200];
  var name = heroes[location.pathname.replace(/(.)\/$/, '$1')];
  if (!name) return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = 'image/avif';
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('imagesrcset', widths.map(function (w) { return '/images/' + name + '-' + w + '.avif ' + w + 'w'; }).join(', '));
  link.setAttribute('imagesizes', sizes);
  document.head.appendChild(link);
})();
