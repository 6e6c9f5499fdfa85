# ruff: noqa: E501
"""Taxidermy and natural-history prep labs: freezers, catalogues, permits, beetle colonies."""

from __future__ import annotations

from twentieth_spec import reg

F = "taxidermy_natural_history_prep_lab"

reg(
    F,
    "taxidermy_freezer_alarm_yaml_sms_gateway_key",
    "alarms/<<org>>_freezer_<<n>>.yaml",
    r"""freezer: specimen-<<n>>
threshold_c: -25
sms:
  gateway: https://sms.<<dom>>/send
  api_key: '<<v>>'
  to: ["+44770090<<num>>"]
""",
    "an32",
)

reg(
    F,
    "taxidermy_specimen_catalogue_properties_db_password",
    "specify/<<org>>_<<n>>/specify.properties",
    r"""# specimen catalogue
db.host=<<host>>
db.name=specimens
db.user=specify
db.password=<<v>>
""",
    "pw",
    "",
)

reg(
    F,
    "taxidermy_cites_permit_python_selenium_send_keys",
    "permits/<<org>>_cites_<<n>>.py",
    r"""from selenium import webdriver
from selenium.webdriver.common.by import By

driver = webdriver.Firefox()
driver.get("https://permits.<<dom>>/login")
driver.find_element(By.ID, "user").send_keys("<<email>>")
driver.find_element(By.ID, "pass").send_keys("<<v>>")
driver.find_element(By.ID, "submit").click()
""",
    "pw_dq",
)

reg(
    F,
    "taxidermy_dermestid_colony_json_sensor_key",
    "colony/<<org>>_beetles_<<n>>.json",
    r"""{"room": "dermestid-<<n>>", "target_rh": 55, "upload": {"host": "https://sense.<<dom>>", "key": "<<v>>"}}
""",
    "pre:snk_:32",
)

reg(
    F,
    "taxidermy_client_orders_zsh_history_mysql_password",
    "home/<<user>>/.zsh_history_<<org>>_<<n>>",
    r""": <<epoch>>:0;cd ~/orders
: <<epoch>>:0;mysql -h <<host>> -u orders -p<<v>> orders_db
: <<epoch>>:0;ls -la exports/
""",
    "pw_bare",
    "",
)

reg(
    F,
    "taxidermy_studio_notes_txt_permit_portal_login",
    "notes/<<org>>_studio_<<n>>.txt",
    r"""Studio notes
- new barn owl (road kill, licence ref <<num>>) in freezer 2
- permit portal: user <<org>>studio, password is now <<v>>
- order glass eyes 12mm amber
""",
    "human",
    "",
)

reg(
    F,
    "taxidermy_photo_archive_s3cfg_secret_key",
    "home/<<user>>/.s3cfg-<<org>>-<<n>>",
    r"""[default]
access_key = AKIA<<hex8>><<hex8>>
secret_key = <<v>>
host_base = s3.<<dom>>
host_bucket = %(bucket)s.s3.<<dom>>
use_https = True
""",
    "an40",
    "",
)
