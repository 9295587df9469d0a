/** Types of the parser's answer (the package ships none): prom2json's shape, values as text. */
declare module 'parse-prometheus-text-format' {
  export interface PrometheusSample {
    value: string;
    labels?: Record<string, string>;
    timestamp_ms?: string;
  }
  export interface PrometheusHistogramSample {
    buckets: Record<string, string>;
    count: string;
    sum: string;
    labels?: Record<string, string>;
  }
  export interface PrometheusSummarySample {
    quantiles: Record<string, string>;
    count: string;
    sum: string;
    labels?: Record<string, string>;
  }
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Array<PrometheusSample | PrometheusHistogramSample | PrometheusSummarySample>;
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
