export { type EditableProfileField, editableProfileFields, pickEditableProfile } from './profile/pickEditableProfile';
