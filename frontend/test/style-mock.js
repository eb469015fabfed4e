// CSS imports are irrelevant to component tests.
module.exports = {};
