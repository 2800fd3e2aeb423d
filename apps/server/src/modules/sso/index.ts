import supportedSso from './supported-sso.ts';

export default [supportedSso];
