import postDetections from './post-detections.ts';
import postRadar from './post-radar.ts';
import postLogs from './post-logs.ts';

export default [postDetections, postRadar, postLogs];
