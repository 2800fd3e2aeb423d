export const activitiesKeys = { all: ['demo-activities'] as const };
