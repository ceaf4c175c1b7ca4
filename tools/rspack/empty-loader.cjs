'use strict';
/** For the server build: a stylesheet import becomes an empty module (the browser build bundles the CSS). */
module.exports = function emptyLoader() {
  return '';
};
