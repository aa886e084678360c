// The answer both floors send for a path ending in `/<bytes>[/<encoding>]`: JSON of that many bytes, sent as a
// compressed answer when an encoding is named (content-encoding and vary, as the portal sends one). Built once per
// size and encoding, as the portal keeps its hot answers serialised (decision 018).
const answers = new Map();

/** `{ body, headers }` for the path's size and encoding; the headers are the answer's own, not the security set. */
export function floorAnswer(path) {
  let answer = answers.get(path);
  if (!answer) {
    const [, bytes = '0', encoding] = /\/(\d+)(?:\/([a-z]+))?$/.exec(path) ?? [];
    const body = Buffer.from(`{"hello":"${'w'.repeat(Math.max(12, Number(bytes)) - 12)}"}`);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      ...(encoding ? { vary: 'accept-encoding', 'content-encoding': encoding } : {}),
    };
    answer = { body, headers };
    answers.set(path, answer);
  }
  return answer;
}
