"""Cranberry bogs: flood pumps, frost alarms, weigh stations, the grower co-op."""

from __future__ import annotations

from twentyfirst_spec import reg

F = "cranberry_bog_harvest_flooding"

reg(
    F,
    "cran_flood_pump_gateway_yaml_modbus_password",
    ("bogs/<<org>>/pumpstation.yaml", "gateway/bog<<n>>/config.yaml"),
    """pumps:
  - id: flood-<<n>>
    modbus: "tcp://<<ip>>:502"
    reservoir: north
remote:
  url: "https://bogs.<<dom>>/api"
  username: "pump<<n>>"
  password: '<<cred>>'
alarms:
  low_water_cm: 12
""",
    "sq",
)

reg(
    F,
    "cran_frost_alarm_nodejs_twilio_positional_auth_token",
    ("frost-alarm/<<org>>/alert.js", "bog<<n>>/frost/alert.js"),
    """const client = require('twilio')('AC<<hex8>><<hex8>><<hex8>><<hex8>>', '<<cred>>');

module.exports = async function frostAlert(tempC) {
  if (tempC > -1.5) return;
  await client.messages.create({
    body: `Frost alarm bog <<n>>: ${tempC} C, start sprinklers`,
    from: '+1508555<<n4>>',
    to: '+1508555<<n3>>0',
  });
};
""",
    "hex32",
    syntax="",
)

reg(
    F,
    "cran_harvest_weigh_station_ini_server_password",
    ("weigh/<<org>>/scale.ini", "C/WeighStation<<n>>/settings.ini"),
    """[Scale]
Port=COM<<n>>
Tare=1240

[Receiving]
Server=<<host>>
Login=scale<<n>>
Pass=<<cred>>
""",
    "ini",
)

reg(
    F,
    "cran_grower_coop_pgpass_line",
    ("home/<<user>>/.pgpass", "coop/<<org>>/pgpass-<<n>>"),
    """<<host>>:5432:deliveries:<<user>>:<<cred>>
""",
    "bare",
    syntax="",
)

reg(
    F,
    "cran_bog_drone_survey_pulumi_yaml_config_key",
    ("infra/<<org>>/Pulumi.prod.yaml", "drone-survey<<n>>/Pulumi.prod.yaml"),
    """config:
  aws:region: us-east-1
  drone-survey:bucket: bog-orthophotos-<<n>>
  drone-survey:mapperApiKey: "<<cred>>"
  drone-survey:flightsPerWeek: "3"
""",
    "alnum32",
)

reg(
    F,
    "cran_harvest_crew_sms_txt_scale_house_login",
    ("sms/<<org>>-crew-<<n>>.txt", "phone/Messages_<<first>>_<<n3>>.txt"),
    """<<first>> (<<date>> 06:20): beaters going in bog 4 at 7
Me (<<date>> 06:22): ok. scale house pc rebooted, login is harvest / <<cred>>
<<first>> (<<date>> 06:23): thx. trucks at 9?
Me (<<date>> 06:23): yes 3 trucks
""",
    "human",
    syntax="",
)

reg(
    F,
    "cran_processor_as2_properties_password",
    ("as2/<<org>>/partner.properties", "edi/processor<<n>>/as2.properties"),
    """# AS2 connection to the receiving station
as2.partner.id=CRANPROC<<n>>
as2.partner.url=https://as2.<<dom>>:4080/as2
as2.local.id=<<org>>
as2.keystore.path=/opt/as2/keys/partner.p12
as2.keystore.password=<<cred>>
as2.mdn.sync=true
""",
    "ini",
    syntax="",
)
