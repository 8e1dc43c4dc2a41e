// Stylesheets mean nothing to jsdom (it has no layout): an imported .css file is an empty module in tests.
module.exports = {};
