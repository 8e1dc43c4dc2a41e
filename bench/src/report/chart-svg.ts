/**
 * Draws a Vega-Lite description as SVG in Node, without a browser: Vega's headless view measures
 * text by estimate where no canvas package is installed, which SVG output does not need more
 * than. Vega is ESM with a top-level await, so it is loaded with import(), never required.
 */
export async function renderSvg(spec: Record<string, unknown>): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const compiled = vegaLite.compile(spec as unknown as Parameters<typeof vegaLite.compile>[0]);
  const view = new vega.View(vega.parse(compiled.spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
