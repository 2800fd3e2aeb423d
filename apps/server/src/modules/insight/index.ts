import analyseInsight from './analyse-insight.ts';
import exportInsight from './export-insight.ts';

export default [analyseInsight, exportInsight];
