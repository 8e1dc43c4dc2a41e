// The one page of the three apps: what the server relies on to put a page together, and its texts.
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { pageOptions } = require('../src/page-template.cjs');

/** The page as html-webpack-plugin makes it from the options. */
function render(overrides) {
  const { templateContent, templateParameters } = pageOptions(overrides);
  return templateContent(templateParameters);
}

describe('the page template', () => {
  it('has the places the server writes into: the language, the head, an empty #root', () => {
    const html = render();
    assert.match(html, /^<!doctype html>\s*<html lang="en">/);
    assert.equal(html.split('</head>').length, 2);
    assert.equal(html.split('<div id="root"></div>').length, 2);
  });

  it("carries the shop's title and description unless an app names its own", () => {
    assert.match(render(), /<title>Poshak<\/title>/);
    assert.match(
      render(),
      /content="Poshak — clothing for every day, delivered across Bangladesh."/,
    );
    assert.match(render({ title: 'Poshak back-office' }), /<title>Poshak back-office<\/title>/);
  });

  it('writes parameters as text, never as markup', () => {
    const html = render({ title: '<script>"x" & y</script>' });
    assert.match(html, /<title>&lt;script&gt;&quot;x&quot; &amp; y&lt;\/script&gt;<\/title>/);
  });
});
