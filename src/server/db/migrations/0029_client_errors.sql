-- Error tracking (issue 21 item 6, spec §8): failures the app reports (alerts polling, the version
-- check, the fill load, uncaught errors and chunks that failed to load) are kept in the global admin's
-- log as entries of their own type.
alter table audit_log drop constraint audit_log_type_check;
alter table audit_log add constraint audit_log_type_check check (type in (
  'login', 'loginFailed', 'passwordChanged', 'passwordReset', 'userSwitch', 'forbidden',
  'orderStatus', 'adminChange', 'import', 'emailFailed', 'serverError', 'clientError'
));
