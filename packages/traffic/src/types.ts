/**
 * Shared shapes of the traffic pipeline (pure domain code, no I/O).
 *
 * Units: times are epoch SECONDS (number, may be fractional); travel times in seconds;
 * lengths in metres; speeds in km/h.
 */

/** One sighting of a (re-keyed) device fingerprint by a sensor. `signal`: 0 BT Discovery, 1 BT LE, 2 Wifi, 3 BT Connected. */
export interface Detection {
  deviceId: number;
  fingerprint: string;
  time: number;
  rssi: number | null;
  signal: 0 | 1 | 2 | 3;
}

/** Consecutive detections of one fingerprint at one sensor collapsed into a single passage. */
export interface Pass {
  deviceId: number;
  fingerprint: string;
  /** Time of the first detection of the pass. */
  first: number;
  /** Time of the last detection of the pass. */
  last: number;
  /** Time of the detection with the strongest RSSI (falls back to `first` when no RSSI is known). */
  strongest: number;
  strongestRssi: number | null;
  /** Number of distinct detections collapsed into the pass. */
  count: number;
}

/** Which instant of a pass stands for "the vehicle was here". */
export type MatchTime = 'first' | 'last' | 'strongest';

export interface LinkParams {
  linkId: number;
  originDeviceId: number;
  destinationDeviceId: number;
  lengthM: number;
  maxTravelTimeS: number;
  matchTime: MatchTime;
}

/** One vehicle observed travelling origin → destination on a link. */
export interface Match {
  linkId: number;
  fingerprint: string;
  departure: number;
  arrival: number;
  travelTimeS: number;
}

export interface FilterParams {
  /** Validity window width in deviations, 1..3. */
  sigma: number;
  /** Smoothing base B, 0.1..1: per interval of n samples α = 1 − (1 − B)^n. */
  bValue: number;
  /** Re-centre after MORE than this many consecutive rejections; −1 = never; 0..500. */
  trendThreshold: number;
  /** Smoothing interval in seconds (default 300). */
  intervalS?: number;
  /** Optional hard cap: samples above it are rejected as `exceeds_max` (the link's max travel time). */
  maxTravelTimeS?: number;
}

/** Filter memory carried between batches so live processing continues seamlessly. */
export interface FilterState {
  mean: number | null;
  deviation: number | null;
  consecutiveRejects: number;
  lastTime: number | null;
  /** Travel times of the current run of consecutive window rejections (used to re-centre). */
  recentRejects?: number[];
  /** Start (epoch s) of the smoothing interval still open; its accepted samples wait in `pending`. */
  intervalStart?: number | null;
  /** Accepted travel times of the open interval, folded into mean/deviation when the interval closes. */
  pending?: number[];
}

export type RejectReason = 'above_window' | 'below_window' | 'exceeds_max' | 'non_positive' | null;

/** A match with the filter's verdict. */
export interface Sample extends Match {
  accepted: boolean;
  reason: RejectReason;
  windowLow: number | null;
  windowHigh: number | null;
  /** True on the sample that triggered a re-centre of the filter. */
  recentred: boolean;
}

/** Per-interval statistics of one link (raw = all samples, stats over accepted ones). */
export interface Interval {
  linkId: number;
  /** Epoch s, multiple of the interval length. */
  start: number;
  rawCount: number;
  acceptedCount: number;
  medianS: number | null;
  meanS: number | null;
  p85S: number | null;
  minS: number | null;
  maxS: number | null;
  /** From lengthM and medianS. */
  speedKmh: number | null;
}

export interface TaskCounts {
  total: number;
  failed: number;
  pending: number;
  running: number;
  succeeded: number;
}

export type ProcessingStatus =
  | 'idle'
  | 'queued'
  | 'pre_processing'
  | 'pre_processing_finished'
  | 'processing'
  | 'processing_finished'
  | 'processing_failed'
  | 'pre_processing_failed'
  | 'creating_intersections'
  | 'creating_intersections_finished'
  | 'creating_intersections_failed'
  | 'preparing'
  | 'not_processed';
