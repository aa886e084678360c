// Preloads this page's hero picture before the app's script runs; see src/theme/theme.ts and docs/theming.md.
(function () {
  var heroes = { '/': 'home', '/home': 'home', '/golf': 'golf', '/airport-concierge-service': 'airport-concierge', '/airport-transfers': 'airport-transfers', '/turf': 'turf', '/t20': 't20' };
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
