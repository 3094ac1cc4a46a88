export { MEMBER_PHOTO_SIDE, memberPhotoUrl } from './member-photo.ts';
export { isMemberPhotoUpload, memberPhotoAdminRoutes, memberPhotoRoutes } from './routes.ts';
