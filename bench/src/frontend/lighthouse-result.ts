/** What the report keeps of one Lighthouse run. Times in milliseconds; null where not measured. */
export interface LighthouseResult {
  url: string;
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Audit scores (1 = passed, null = not applicable). */
  images: {
    'unsized-images': number | null;
    'offscreen-images': number | null;
    'modern-image-formats': number | null;
    'uses-responsive-images': number | null;
  };
  runtimeError: string | null;
  warnings: string[];
  /** Every run's score when the page was measured several times (this result is the median's). */
  runScores?: number[];
  /** Every run's figures, in the order they ran (absent in results of older runs). */
  runs?: LighthouseRun[];
  /** Why runs of the page failed (each is tried once more; one failing twice counts as 0). */
  runFailures?: string[];
}

/** One run's figures, as listed beside the median. */
export type LighthouseRun = Pick<
  LighthouseResult,
  'score' | 'lcpMs' | 'cls' | 'tbtMs' | 'fcpMs' | 'speedIndexMs'
>;
