import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The code as a QR code, drawn as SVG squares (its own chunk: qrcode-generator loads only when a code is shown). */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const cells = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const size = qr.getModuleCount();
    const dark: string[] = [];
    for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (qr.isDark(row, col)) dark.push(`M${col} ${row}h1v1h-1z`);
    return { size, path: dark.join('') };
  }, [value]);
  const margin = 2;
  const box = cells.size + margin * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-margin} ${-margin} ${box} ${box}`}
      className="size-44 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={cells.path} fill="#000" />
    </svg>
  );
}
