# ruff: noqa: E501
"""Family m: a bus-terminal parcel office (encomiendas) in Cusco, Peru (Spanish and
Quechua)."""

from __future__ import annotations

from seventyninth_spec import Fam, csv_row, jdump, sms_backup

F = Fam(
    name="cusco_bus_encomiendas_office",
    orgs=("qosqocarga", "andeanbus", "wayrabus", "intiexpress"),
    tld="pe",
    first=(
        ("Wilber", "wilber"),
        ("Yesenia", "yesenia"),
        ("Percy", "percy"),
        ("Roxana", "roxana"),
        ("Edison", "edison"),
        ("Maribel", "maribel"),
        ("Ronald", "ronald"),
        ("Nélida", "nelida"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Ccahuana", "ccahuana"),
        ("Apaza", "apaza"),
        ("Choque", "choque"),
    ),
    words=(
        "cusco",
        "qosqo",
        "inti",
        "pachamama",
        "machupicchu",
        "sacsayhuaman",
        "wanchaq",
        "urubamba",
        "cuy",
        "chicha",
        "papa",
        "llama",
        "condor",
        "apu",
        "salkantay",
        "ollanta",
        "cienciano",
        "chaski",
        "wayra",
        "killa",
        "munay",
        "sumaq",
        "kuntur",
        "quinua",
    ),
    pets=("chaski", "bobby", "negrita", "firulais", "peluchin", "canela", "tommy", "killa"),
    cc="+51",
)

# 1 WhatsApp (Android Spanish, 12 h "a. m.") with the ticketing system password
F.reg(
    "encomienda_whatsapp_clave_sistema_guias_terminal",
    ("Chat de WhatsApp con <<fa>>.txt", "whatsapp/<<org>>_encomiendas_<<n>>.txt"),
    """<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<name2>>: Buenas, no me deja entrar al sistema de guías en la ventanilla de Wanchaq
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> p. m. - <<name>>: usuario <<login>>
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> p. m. - <<name>>: clave <<cred>>
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> p. m. - <<name>>: Allinllachu, no la pases a los choferes
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> p. m. - <<name2>>: Listo, sulpayki 🙏
""",
    cred="human",
    syntax="",
)

# 2 PHP: Culqi secret key for online parcel payments
F.reg(
    "encomienda_pago_online_culqi_secret_key_php",
    ("app/config/culqi.php", "<<org>>-web/config/pagos_<<n>>.php"),
    """<?php
// Pagos de envíos por la web (Culqi)
return [
    'public_key' => 'pk_live_<<hex8>><<n6>>',
    'secret_key' => '<<cred>>',
    'currency' => 'PEN',
];
""",
    cred="p:culqi",
    syntax="",
)

# 3 .env: SUNAT API client secret (guías de remisión electrónicas)
F.reg(
    "encomienda_sunat_gre_api_client_secret_env",
    ("gre/.env", "<<org>>-facturacion/.env.prod<<n>>"),
    """SUNAT_RUC=20<<n6>><<n3>>
SUNAT_CLIENT_ID=<<uuid>>
SUNAT_CLIENT_SECRET=<<cred>>
SUNAT_SOL_USER=<<orgu>>01
GRE_SERIE=T<<n3>>
""",
    cred="alnum:24",
    syntax="",
)

# 4 Python: Nubefact token for electronic receipts
F.reg(
    "encomienda_boletas_nubefact_api_token_python",
    ("facturacion/nubefact.py", "<<org>>_scripts/boletas_<<n>>.py"),
    """import requests

NUBEFACT_RUTA = "https://api.nubefact.com/api/v1/<<uuid>>"
NUBEFACT_TOKEN = "<<cred>>"


def emitir(boleta: dict) -> dict:
    r = requests.post(
        NUBEFACT_RUTA,
        json=boleta,
        headers={"Authorization": f'Token token="{NUBEFACT_TOKEN}"'},
        timeout=30,
    )
    return r.json()
""",
    cred="hex:64",
)

# 5 SMS backup (Quechua / Spanish): the reply holds only the value
F.reg(
    "encomienda_quechua_sms_backup_reply_only_value",
    ("sms/sms-<<yr>><<mon>><<day>><<hh>><<mi>><<ss>>.xml", "celular_<<fa>>/sms_<<n>>.xml"),
    lambda s: sms_backup(
        [
            (s["phone"], "Imaynallam. Encomiendas sistemapaq clave musuqta apachimuway, porfa", 1),
            (s["phone"], s["cred"], 2),
            (s["phone"], "Sulpayki, ya entré", 1),
        ],
        s["name2"],
    ),
    cred="human_x",
)

# 6 JSON: Niubiz (VisaNet) merchant API credentials
F.reg(
    "encomienda_pos_niubiz_merchant_credentials_json",
    ("config/niubiz.json", "<<org>>/pos/niubiz_<<n>>.json"),
    lambda s: jdump(
        {
            "merchantId": f"65{s['n6']}{s['n']}",
            "environment": "prd",
            "security_url": "https://apiprod.vnforapps.com/api.security/v1/security",
            "user": s["email"],
            "password": s["cred"],
        }
    ),
    cred="pw_json",
)

# 7 CSV of agencies and counter logins
F.reg(
    "encomienda_agencias_csv_usuario_clave_ventanilla",
    ("reportes/agencias_<<iso>>.csv", "<<org>>/usuarios_ventanilla_<<n>>.csv"),
    lambda s: (
        "\n".join(
            [
                "agencia;responsable;celular;usuario;clave;turno",
                csv_row(
                    "Cusco - Terminal Terrestre",
                    s["name"],
                    s["phone"],
                    s["login"],
                    s["cred"],
                    "mañana",
                    sep=";",
                ),
                csv_row(
                    "Sicuani",
                    s["name2"],
                    s["phone2"],
                    s["login2"],
                    "(pedir a sistemas)",
                    "tarde",
                    sep=";",
                ),
            ]
        )
        + "\n"
    ),
    cred="human",
    syntax="",
)

# 8 MySQL client option file for the bus GPS database
F.reg(
    "encomienda_gps_buses_mysql_client_option_file",
    ("home/<<fa>>/.my.cnf", "<<org>>-gps/conf/my_<<n>>.cnf"),
    """[client]
user=gps_lectura
password=<<cred>>
host=<<ip>>
database=gps_buses

[mysqldump]
single-transaction
""",
    cred="pw",
    syntax="",
)
