# ruff: noqa: E501
"""Family g: a Djiboutian IoT fleet operator in Tadjoura (trucks, reefers and port sensors)."""

from __future__ import annotations

from fiftieth_spec import Fam, jwt, rsa_pem

F = Fam(
    "tadjoura_iot_fleet",
    orgs=("goubettrack", "assalfleet", "obocksense", "artatelematics"),
    tld="dj",
    first=("ahmed", "hodan", "omar", "fardoussa", "idriss", "amina", "moussa", "deka", "houmed"),
    last=(
        "houssein",
        "aden",
        "robleh",
        "farah",
        "dileita",
        "abdillahi",
        "bouh",
        "djama",
        "warsama",
    ),
    words=(
        "tadjoura",
        "goubet",
        "assal",
        "obock",
        "arta",
        "dikhil",
        "lahoh",
        "balbala",
        "moucha",
        "ghoubbet",
        "daymoli",
    ),
    svcs=("reefer", "trucks", "gensets", "tanks", "cranes", "beacons", "meters"),
    cc="253",
    tz="Africa/Djibouti",
)

F.reg(
    "tadjoura_mosquitto_conf_bridge_remote_password",
    ("mosquitto/conf.d/bridge-<<svc>>.conf", "gateways/<<host2>>/mosquitto.conf"),
    """# Edge broker -> cloud bridge for <<svc>> telemetry
listener 1883 127.0.0.1
allow_anonymous false
password_file /etc/mosquitto/passwd

connection cloud-<<svc>>
address mqtt.<<dom>>:8883
bridge_cafile /etc/mosquitto/certs/ca.crt
remote_clientid edge-<<hex8>>
remote_username edge_<<svc>>_<<n>>
remote_password <<cred>>
topic fleet/<<svc>>/# out 1
topic cmd/<<svc>>/# in 1
cleansession false
""",
    "pw_bare",
)


def _key_extra(r, s):
    s["cred"] = rsa_pem(r)
    s["needle"] = s["cred"]


F.reg(
    "tadjoura_device_provisioning_rsa_private_key_file",
    ("provisioning/devices/<<svc>>-<<hex8>>/device.key", "certs/<<svc>>/<<hex8>>-private.pem.key"),
    "<<cred>>\n",
    "pw",
    extra=_key_extra,
)


def _chirp_extra(r, s):
    s["cred"] = jwt(r, {"aud": "chirpstack", "iss": "chirpstack", "sub": s["uuid"], "typ": "key"})


F.reg(
    "tadjoura_chirpstack_grpc_api_token_python",
    ("tools/chirpstack/register_<<svc>>.py", "scripts/lorawan/bulk_enroll_<<svc>>.py"),
    """import csv

import grpc
from chirpstack_api import api

SERVER = "lns.<<dom>>:443"
API_TOKEN = "<<cred>>"
APPLICATION_ID = "<<uuid2>>"


def main() -> None:
    channel = grpc.secure_channel(SERVER, grpc.ssl_channel_credentials())
    client = api.DeviceServiceStub(channel)
    auth = [("authorization", f"Bearer {API_TOKEN}")]
    with open("<<svc>>_devices.csv") as fh:
        for row in csv.DictReader(fh):
            req = api.CreateDeviceRequest()
            req.device.dev_eui = row["dev_eui"]
            req.device.name = row["name"]
            req.device.application_id = APPLICATION_ID
            req.device.device_profile_id = row["profile"]
            client.Create(req, metadata=auth)


if __name__ == "__main__":
    main()
""",
    "pw",
    extra=_chirp_extra,
)

F.reg(
    "tadjoura_telegraf_conf_mqtt_consumer_password",
    ("telegraf/telegraf.d/<<svc>>.conf", "edge/<<host2>>/telegraf.conf"),
    """[agent]
  interval = "10s"
  hostname = "<<host2>>"

[[inputs.mqtt_consumer]]
  servers = ["ssl://mqtt.<<dom>>:8883"]
  topics = ["fleet/<<svc>>/+/telemetry"]
  username = "telegraf_<<svc>>"
  password = "<<cred>>"
  data_format = "json_v2"
  qos = 1

[[outputs.influxdb_v2]]
  urls = ["http://127.0.0.1:8086"]
  organization = "<<org>>"
  bucket = "<<svc>>"
""",
    "pw_dq",
)

F.reg(
    "tadjoura_cellular_modem_at_cgauth_serial_log",
    ("logs/modem-<<hex8>>-<<date>>.log", "diagnostics/<<svc>>/unit-<<nn>>-serial.log"),
    """[<<time>>.102] >> AT
[<<time>>.131] << OK
[<<time>>.140] >> AT+CPIN?
[<<time>>.171] << +CPIN: READY
[<<time>>.190] >> AT+CGDCONT=1,"IP","m2m.<<org>>.dj"
[<<time>>.221] << OK
[<<time>>.230] >> AT+CGAUTH=1,1,"fleet<<n>>","<<cred>>"
[<<time>>.262] << OK
[<<time>>.300] >> AT+CGACT=1,1
[<<time>>.941] << OK
[<<time>>.950] >> AT+CGPADDR=1
[<<time>>.982] << +CGPADDR: 1,<<ip>>
""",
    "pw_alnum",
)

F.reg(
    "tadjoura_french_whatsapp_mot_de_passe_passerelle",
    (
        "chats/WhatsApp Chat avec Maintenance <<svc>>.txt",
        "exports/whatsapp/maintenance-<<date>>.txt",
    ),
    """[<<ddmm>> <<time>>] <<fcap>> <<lcap>>: Salut, la passerelle du camion <<nn>> ne remonte plus rien depuis ce matin
[<<ddmm>> <<time>>] <<f2cap>>: Connecte-toi dessus en local, 192.168.8.1
[<<ddmm>> <<time>>] <<fcap>> <<lcap>>: Quel mot de passe ?
[<<ddmm>> <<time>>] <<f2cap>>: admin / <<cred>>
[<<ddmm>> <<time>>] <<fcap>> <<lcap>>: Ok ça marche, l'APN était vide
""",
    "human",
)

F.reg(
    "tadjoura_zephyr_prj_conf_wifi_static_password",
    ("firmware/<<svc>>-node/prj.conf", "zephyr/apps/<<svc>>/prj.conf"),
    """CONFIG_NETWORKING=y
CONFIG_NET_IPV4=y
CONFIG_NET_DHCPV4=y
CONFIG_WIFI=y
CONFIG_WIFI_CREDENTIALS=y
CONFIG_WIFI_CREDENTIALS_STATIC=y
CONFIG_WIFI_CREDENTIALS_STATIC_SSID="<<org>>-depot-<<n>>"
CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="<<cred>>"
CONFIG_MQTT_LIB=y
CONFIG_MQTT_LIB_TLS=y
CONFIG_LOG=y
""",
    "pw_dq",
)

F.reg(
    "tadjoura_hawkbit_gateway_token_application_properties",
    ("hawkbit/application-<<env>>.properties", "ota/hawkbit/config/application.properties"),
    """spring.datasource.url=jdbc:mariadb://<<host>>:3306/hawkbit
spring.datasource.username=hawkbit
spring.datasource.password=${HAWKBIT_DB_PASSWORD}
hawkbit.server.ddi.security.authentication.gatewaytoken.enabled=true
hawkbit.server.ddi.security.authentication.gatewaytoken.key=<<cred>>
hawkbit.server.ddi.security.authentication.gatewaytoken.name=<<svc>>-gw
hawkbit.artifact.url.protocols.download-http.hostname=ota.<<dom>>
""",
    "hex:32",
)
