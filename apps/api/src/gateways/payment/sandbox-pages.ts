const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.35rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button{min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.375rem;font-size:1rem;cursor:pointer;border:1px solid #1c1917}
.approve{background:#166534;color:#fff;border-color:#166534}.decline{background:#fff;color:#991b1b;border-color:#991b1b}`;

function page(title: string, body: string, script = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main>${script}</body></html>`;
}

/** The bank's 3-D Secure style page: two labelled buttons, no script. */
export function authenticationPage(tx: { txnid: string; amount: string; productinfo: string; cardMask: string }, decisionUrl: string) {
  return page(
    'Sandbox Bank - Verify your payment',
    `
<h1>Sandbox Bank secure payment</h1>
<p>This is the built-in test gateway. Approve or decline as your bank's verification page would ask.</p>
<dl><dt>Amount</dt><dd>Rs. ${escapeHtml(tx.amount)}</dd><dt>For</dt><dd>${escapeHtml(tx.productinfo)}</dd>
<dt>Card</dt><dd>${escapeHtml(tx.cardMask)}</dd><dt>Reference</dt><dd>${escapeHtml(tx.txnid)}</dd></dl>
<form method="post" action="${escapeHtml(decisionUrl)}" class="actions">
<button type="submit" name="decision" value="approve" class="approve">Approve payment</button>
<button type="submit" name="decision" value="decline" class="decline">Decline payment</button>
</form>`,
  );
}

/** Posts the gateway's response to surl/furl; the script is a file of this origin (the CSP has no inline scripts). */
export function autoPostPage(action: string, fields: Record<string, string>, scriptUrl: string) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Returning to the merchant',
    `
<h1>Returning to the merchant</h1>
<form id="gateway-response" method="post" action="${escapeHtml(action)}">${inputs}
<p>If nothing happens, continue yourself.</p><button type="submit" class="approve">Return to the merchant</button></form>`,
    `<script src="${escapeHtml(scriptUrl)}"></script>`,
  );
}

export function errorPage(message: string) {
  return page('Payment could not start', `<h1>Payment could not start</h1><p role="alert">${escapeHtml(message)}</p>`);
}

export const autoSubmitScript = "document.getElementById('gateway-response')?.submit();\n";
