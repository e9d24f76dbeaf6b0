import * as zod from 'zod';


/**
 * ZITADEL AuthService.GetMyUser.
 * @summary The signed-in user
 */
export const getMyUserResponseUserIdMax = 200;

export const getMyUserResponseUserDetailsSequenceMax = 20;

export const getMyUserResponseUserDetailsCreationDateMax = 40;

export const getMyUserResponseUserDetailsChangeDateMax = 40;

export const getMyUserResponseUserDetailsResourceOwnerMax = 200;

export const getMyUserResponseUserUserNameMax = 200;

export const getMyUserResponseUserLoginNamesItemMax = 200;

export const getMyUserResponseUserLoginNamesMax = 20;

export const getMyUserResponseUserPreferredLoginNameMax = 200;

export const getMyUserResponseUserHumanProfileFirstNameMax = 200;

export const getMyUserResponseUserHumanProfileLastNameMax = 200;

export const getMyUserResponseUserHumanProfileNickNameMax = 200;

export const getMyUserResponseUserHumanProfileDisplayNameMax = 200;

export const getMyUserResponseUserHumanProfilePreferredLanguageMax = 35;

export const getMyUserResponseUserHumanProfileAvatarUrlMax = 2000;

export const getMyUserResponseUserHumanEmailEmailMax = 320;

export const getMyUserResponseUserHumanPhonePhoneMax = 50;

export const getMyUserResponseLastLoginMax = 40;



export const GetMyUserResponse = zod.object({
  "user": zod.object({
  "id": zod.string().max(getMyUserResponseUserIdMax),
  "details": zod.object({
  "sequence": zod.string().max(getMyUserResponseUserDetailsSequenceMax).optional(),
  "creationDate": zod.iso.datetime({"offset":true}).max(getMyUserResponseUserDetailsCreationDateMax).optional(),
  "changeDate": zod.iso.datetime({"offset":true}).max(getMyUserResponseUserDetailsChangeDateMax).optional(),
  "resourceOwner": zod.string().max(getMyUserResponseUserDetailsResourceOwnerMax).optional()
}).optional(),
  "state": zod.enum(['USER_STATE_UNSPECIFIED', 'USER_STATE_ACTIVE', 'USER_STATE_INACTIVE', 'USER_STATE_DELETED', 'USER_STATE_LOCKED', 'USER_STATE_SUSPEND', 'USER_STATE_INITIAL']).optional(),
  "userName": zod.string().max(getMyUserResponseUserUserNameMax).optional(),
  "loginNames": zod.array(zod.string().max(getMyUserResponseUserLoginNamesItemMax)).max(getMyUserResponseUserLoginNamesMax).optional(),
  "preferredLoginName": zod.string().max(getMyUserResponseUserPreferredLoginNameMax).optional(),
  "human": zod.object({
  "profile": zod.object({
  "firstName": zod.string().max(getMyUserResponseUserHumanProfileFirstNameMax).optional(),
  "lastName": zod.string().max(getMyUserResponseUserHumanProfileLastNameMax).optional(),
  "nickName": zod.string().max(getMyUserResponseUserHumanProfileNickNameMax).optional(),
  "displayName": zod.string().max(getMyUserResponseUserHumanProfileDisplayNameMax).optional(),
  "preferredLanguage": zod.string().max(getMyUserResponseUserHumanProfilePreferredLanguageMax).optional(),
  "gender": zod.enum(['GENDER_UNSPECIFIED', 'GENDER_FEMALE', 'GENDER_MALE', 'GENDER_DIVERSE']).optional(),
  "avatarUrl": zod.url().max(getMyUserResponseUserHumanProfileAvatarUrlMax).optional()
}).optional(),
  "email": zod.object({
  "email": zod.email().max(getMyUserResponseUserHumanEmailEmailMax).optional(),
  "isEmailVerified": zod.boolean().optional()
}).optional(),
  "phone": zod.object({
  "phone": zod.string().max(getMyUserResponseUserHumanPhonePhoneMax).optional(),
  "isPhoneVerified": zod.boolean().optional()
}).optional()
}).optional()
}),
  "lastLogin": zod.iso.datetime({"offset":true}).max(getMyUserResponseLastLoginMax).optional()
})

/**
 * The OIDC userinfo endpoint of the identity provider. The studio reads the project-specific roles claim (role keys whose value contains the active organization id) and the locale. A 401 signs the user out.
 * @summary OIDC user info with the project roles claim
 */
export const getUserInfoResponseSubMax = 255;

export const getUserInfoResponseNameMax = 200;

export const getUserInfoResponseGivenNameMax = 200;

export const getUserInfoResponseFamilyNameMax = 200;

export const getUserInfoResponsePreferredUsernameMax = 200;

export const getUserInfoResponseEmailMax = 320;

export const getUserInfoResponseLocaleMax = 35;

export const getUserInfoResponseUpdatedAtMin = 0;
export const getUserInfoResponseUpdatedAtMax = 253402300799;

export const getUserInfoResponseUrnZitadelIamOrgProjectRolesMaxTwo = 200;



export const GetUserInfoResponse = zod.object({
  "sub": zod.string().max(getUserInfoResponseSubMax),
  "name": zod.string().max(getUserInfoResponseNameMax).optional(),
  "given_name": zod.string().max(getUserInfoResponseGivenNameMax).optional(),
  "family_name": zod.string().max(getUserInfoResponseFamilyNameMax).optional(),
  "preferred_username": zod.string().max(getUserInfoResponsePreferredUsernameMax).optional(),
  "email": zod.email().max(getUserInfoResponseEmailMax).optional(),
  "email_verified": zod.boolean().optional(),
  "locale": zod.string().max(getUserInfoResponseLocaleMax).optional(),
  "updated_at": zod.int().min(getUserInfoResponseUpdatedAtMin).max(getUserInfoResponseUpdatedAtMax).optional().describe('Epoch seconds.'),
  "urn:zitadel:iam:org:project:roles": zod.record(zod.string(), zod.record(zod.string(), zod.string().max(getUserInfoResponseUrnZitadelIamOrgProjectRolesMaxTwo))).optional().describe('Role key → (organization id → organization primary domain).')
}).describe('Standard OIDC claims plus ZITADEL\'s roles claims. `urn:zitadel:iam:org:project:{projectId}:roles` (and the generic `urn:zitadel:iam:org:project:roles`) map a role key to the organizations (id → primary domain) in which the user holds it. A user\'s roles for the active organization are the role keys whose value has the organization id as a key.')

