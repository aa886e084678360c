/** Types for test-report.mjs, for its test. */
export function failureLines(
  report: {
    testResults?: {
      name: string;
      status: string;
      startTime?: number;
      message?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  },
  root?: string,
): string[];
