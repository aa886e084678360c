// What `npm test` prints last of a suite that failed: each failed test, with the first line of why. CI shows only the
// tail of a run, and a browser journey's first failure explains the ones after it, so they come in the order run.

const MAX_LISTED = 20;
const MAX_REASON = 240;
// eslint-disable-next-line no-control-regex -- the colour codes Vitest writes into its messages
const COLOURS = /\u001b\[[0-9;]*m/g;

/** The first line of a failure message that says something, without colour codes, cut to MAX_REASON characters. */
function reason(message = '') {
  const line =
    message
      .replace(COLOURS, '')
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text !== '') ?? 'no message';
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

/**
 * Lines naming the failed tests of a Vitest JSON report (`--reporter=json`), files in the order they started and tests
 * in the order they ran; a file that failed outside any test (a hook, an import) is named with its own message.
 * `root` is cut from the files' paths.
 */
export function failureLines(report, root = '') {
  const relative = (file) => (root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);
  const lines = [];
  const files = [...(report.testResults ?? [])].sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0));
  for (const file of files) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) lines.push(`${relative(file.name)} > ${test.fullName}: ${reason(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed') lines.push(`${relative(file.name)}: ${reason(file.message)}`);
  }
  if (lines.length <= MAX_LISTED) return lines;
  return [...lines.slice(0, MAX_LISTED), `… and ${lines.length - MAX_LISTED} more`];
}
