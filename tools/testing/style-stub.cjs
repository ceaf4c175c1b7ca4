// Stylesheets mean nothing to jsdom: every CSS import in a test is this empty module.
module.exports = {};
