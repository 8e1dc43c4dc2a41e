import { useLayoutEffect, useMemo, useRef } from 'react';
import JsBarcode from 'jsbarcode';
import { create } from 'qrcode';

/**
 * A Code 128 barcode of `value`, drawn by JsBarcode into an SVG that stretches to its box's width
 * (every bar by the same factor, so it scans as drawn).
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    const node = svg.current;
    if (!node) return;
    JsBarcode(node, value, { format: 'CODE128', displayValue: false, margin: 0, height: 60 });
    node.setAttribute('preserveAspectRatio', 'none');
    node.removeAttribute('width');
    node.removeAttribute('height');
  }, [value]);
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={label}
      data-testid="barcode"
      data-value={value}
      className="poshak-label-barcode"
    />
  );
}

/** A QR code of `value`: encoded by the qrcode library, each dark module one square of an SVG path. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`;
      }
    }
    return { size: modules.size, path: d };
  }, [value]);
  // A quiet zone of 2 modules around the code, as scanners need.
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-value={value}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      className="poshak-label-qr"
      shapeRendering="crispEdges"
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
