"""Family m: wheelchair and mobility-scooter repair services: tickets, programmers, vans."""
# ruff: noqa: E501

from twentysixth_spec import Fam, dec_re, enc_b64, un_b64

F = Fam("wheelchair_mobility_repair_service")

F.add(
    "wheelchair_service_ticket_internal_note",
    ("tickets/<<id>>.txt", "helpdesk-export/<<org>>/ticket-<<id>>.txt"),
    "human",
    """Ticket #<<id>> – Powerchair won't drive after battery swap
Requester: <<first>> <<last>> (<<phone>>)
Status: Pending engineer visit

[Internal note – <<first2>>, <<dmy>> <<time>>]
Client's son set up the manufacturer app for the chair and forgot to tell us the login.
He's sent it over so we can read the fault log remotely:
  email: <<email>>
  password: <<cred>>
Engineer to check joystick module error 7 first.
""",
)

F.add(
    "wheelchair_powerchair_programmer_dongle_ini",
    ("ProgramData/ChairProg/dealer.ini", "engineer-laptop/<<org>>/Programmer/dealer.ini"),
    "pw_ini",
    """[Dealer]
Name=<<orgt>>
DealerID=<<n>><<n2>>
Level=Dealer

[Licence]
Server=https://licensing.<<dom>>
Login=<<user>>
Password=<<cred>>
OfflineDays=14
""",
)

F.add(
    "wheelchair_parts_ordering_java_soap_stub",
    (
        "parts-order/src/main/java/com/<<orgu>>/PartsClient.java",
        "src/<<orgu>>/parts/OrderParts.java",
    ),
    "pw_dq",
    """package com.<<orgu>>;

import javax.xml.ws.BindingProvider;

public class PartsClient {
    public static PartsPort port() {
        PartsPort p = new PartsService().getPartsPort();
        BindingProvider bp = (BindingProvider) p;
        bp.getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, "https://b2b.<<dom>>/ws/parts");
        bp.getRequestContext().put(BindingProvider.USERNAME_PROPERTY, "<<orgu>>");
        bp.getRequestContext().put(BindingProvider.PASSWORD_PROPERTY, "<<cred>>");
        return p;
    }
}
""",
)

F.add(
    "wheelchair_van_lift_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge.conf", "van-gateway/<<org>>/mosquitto-bridge.conf"),
    "pw_bare",
    """# tail-lift telemetry from the service vans -> office broker
connection office-bridge
address <<host>>:8883
remote_username van<<n2>>
remote_password <<cred>>
bridge_cafile /etc/ssl/certs/ca-certificates.crt
topic vans/# out 1
""",
    syntax="",
)

F.add(
    "wheelchair_field_app_react_native_config_js",
    ("field-app/src/config.js", "<<org>>-engineer-app/app.config.js"),
    "p:google",
    """export default {
  apiBaseUrl: "https://jobs.<<dom>>/api",
  googleMapsApiKey: "<<cred>>",
  photoMaxWidth: 1600,
  offlineDays: 3,
};
""",
)

F.add(
    "wheelchair_engineer_greek_sms_kodikos",
    ("sms/<<fl>>-<<date>>.txt", "phone-export/<<org>>/messages-<<n>>.txt"),
    "human",
    """<<dmy>> <<time>> <<first2>>: Καλησπέρα, ποιος είναι ο κωδικός για το λογισμικό του προγραμματιστή;
<<dmy>> <<time>> <<first>>: Χρήστης: <<user>>
<<dmy>> <<time>> <<first>>: Κωδικός: <<cred>>
<<dmy>> <<time>> <<first2>>: Ευχαριστώ πολύ!
""",
)

F.add(
    "wheelchair_workshop_restic_b2_env_sh",
    ("etc/restic/backup.env", "workshop-server/<<org>>/restic.sh"),
    "pw_dq",
    """#!/bin/sh
# nightly backup of job sheets and service history
export B2_ACCOUNT_ID="005<<hex8>><<n>>0000000<<n2>>"
export B2_ACCOUNT_KEY="K005<<hex8>><<hex8>>Qv<<n>>"
export RESTIC_REPOSITORY="b2:<<org>>-backups:/workshop"
export RESTIC_PASSWORD="<<cred>>"
restic backup /srv/jobs --tag nightly
""",
    syntax="",
)

F.add(
    "wheelchair_customer_portal_k8s_secret_data_b64",
    ("k8s/portal/secret.yaml", "deploy/<<org>>-portal/db-secret.yaml"),
    "pw_sq",
    """apiVersion: v1
kind: Secret
metadata:
  name: portal-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: cG9ydGFs
  DB_PASSWORD: <<cred>>
""",
    enc=enc_b64,
    decode=dec_re(r"DB_PASSWORD: (\S+)", un_b64),
)
