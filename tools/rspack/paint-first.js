/*
 * Chợ Nail: the start of a page the server drew (issue 37). The HTML already shows the page; its
 * code (React, the libraries, main.js, named in data-scripts, in order, and the rest of what it
 * needs, named in data-preload) is asked for once the browser has painted it, so on a phone the first paint shares the connection with nothing but the
 * stylesheet, and the code then takes the page over. The API puts this in place of the page's script
 * tags (libs/server/core/src/http/first-screen-preloads.ts); the build names it with its hash
 * (tools/rspack/startup-preloads.cjs). A plain script (no module, no bundler): it runs before anything else.
 */
(function () {
  const me = document.currentScript;
  const named = (name) => ((me && me.getAttribute(name)) || '').split(' ').filter(Boolean);
  const scripts = named('data-scripts');
  // The page's other code (its remote's, its language's), fetched alongside; its code asks for each.
  const preloads = named('data-preload');
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (let i = 0; i < preloads.length; i += 1) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = /\.css$/.test(preloads[i]) ? 'style' : 'script';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    for (let i = 0; i < scripts.length; i += 1) {
      const script = document.createElement('script');
      script.src = scripts[i];
      // In the order given, as deferred scripts run.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A page in a background tab is not painted until it is shown: it starts at once.
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return start();
  }
  // A browser that never reports the paint.
  setTimeout(start, 1000);
})();
