// Stands in for a stylesheet import in jsdom tests, which do not lay out CSS.
module.exports = {};
