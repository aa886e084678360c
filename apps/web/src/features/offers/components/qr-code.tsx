import { qrModules, qrPath } from '@portal/contract/common/qr';
import { useMemo } from 'react';

/** A code as a QR code, drawn as SVG squares (its own chunk: the QR library loads only when a code is shown). */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const cells = useMemo(() => {
    const modules = qrModules(value);
    return { size: modules.length, path: qrPath(modules) };
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
