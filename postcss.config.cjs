'use strict';
module.exports = { plugins: { '@tailwindcss/postcss': {} } };
