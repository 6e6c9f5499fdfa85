# ruff: noqa: E501
"""Family g: totora reed-boat builders and boatmen of Lake Titicaca (Puno), Peru."""

from __future__ import annotations

from fortythird_spec import Fam, ipynb, prov

F = Fam(
    "totora_boatmen_titicaca",
    ("totorakuna", "balsapuno", "urosqhapaq", "chucuito", "taquilewasi"),
    "pe",
    ("juana", "wilber", "yeny", "edgar", "nilda", "rolando", "maribel", "fredy"),
    ("quispe", "mamani", "condori", "huanca", "coila", "suaña", "apaza"),
    (
        "totora",
        "titicaca",
        "balsa",
        "puno",
        "qocha",
        "inti",
        "chullo",
        "candelaria",
        "pachamama",
        "wiphala",
    ),
    ("chaski", "negro", "llamita", "puma", "boby"),
    "51",
)

F.reg(
    "totora_spanish_aymara_whatsapp_clave_reservas",
    ("WhatsApp Chat with <<first>>.txt", "chats/<<org>>_<<date>>.txt"),
    """<<day>>/<<month>>/<<year>>, <<time>> - <<first>> <<last>>: Kamisaki! hermano la clave del booking de la isla ya no entra
<<day>>/<<month>>/<<year>>, <<hh>>:33 - <<first2>>: la cambié ayer, ahora es <<cred>>
<<day>>/<<month>>/<<year>>, <<hh>>:34 - <<first2>>: usuario sigue igual <<user>>
<<day>>/<<month>>/<<year>>, <<hh>>:40 - <<first>> <<last>>: Yuspajarpan 🙏
""",
    "human",
)

F.reg(
    "totora_sunat_sire_client_secret_dotnet_appsettings",
    ("<<org>>/Facturacion/appsettings.Production.json", "srv/<<org>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "Sunat": {
    "Ruc": "20<<nn>><<nn>><<nn>>1",
    "UsuarioSol": "<<org>>01",
    "ClaveSol": "<<cred>>",
    "ClientId": "<<uuid>>"
  }
}
""",
    "pw_json",
)

F.reg(
    "totora_tour_boats_izipay_keys_react_env",
    ("<<org>>-web/.env.local", "reservas/<<org>>/.env.local"),
    """NEXT_PUBLIC_IZIPAY_PUBLIC_KEY=<<nn>><<nn>>:publickey_<<pk>>
IZIPAY_PASSWORD=prodpassword_<<cred>>
IZIPAY_HMAC_SHA256=<<hm>>
""",
    "alnum:46",
    extra=lambda rng, s: (
        s.__setitem__(
            "pk",
            "".join(
                rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
                for _ in range(46)
            ),
        ),
        s.__setitem__(
            "hm",
            "".join(
                rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
                for _ in range(44)
            ),
        ),
    ),
)

F.reg(
    "totora_lake_level_ipynb_influx_token",
    ("analisis/nivel_lago_<<year>>.ipynb", "<<user>>/titicaca_nivel.ipynb"),
    lambda s: ipynb(
        [
            ("md", "### Nivel del lago Titicaca - estación Puno", None),
            (
                "code",
                f'from influxdb_client import InfluxDBClient\nclient = InfluxDBClient(url="http://{s["ip"]}:8086", token="{s["cred"]}", org="{s["org"]}")\nclient.ping()',
                "True",
            ),
            (
                "code",
                "df = client.query_api().query_data_frame('from(bucket:\"lago\") |> range(start:-30d)')\ndf.shape",
                "(8640, 6)",
            ),
        ]
    ),
    lambda rng: __import__("base64").urlsafe_b64encode(rng.randbytes(64)).decode(),
)

F.reg(
    "totora_municipal_permit_spanish_email_contrasena",
    ("correo/<<user>>/Recibidos/<<ts>>.eml", "mail/<<org>>/<<date>>.eml"),
    """From: Mesa de Partes Virtual <mesadepartes@munipuno.gob.pe>
To: <<email>>
Subject: Credenciales de acceso - Mesa de Partes Virtual
Date: Mon, <<day>> Jun <<year>> <<time>>:19 -0500
Content-Type: text/plain; charset=utf-8

Estimado(a) <<first>> <<last>>:

Su cuenta para tramitar el permiso de embarcaciones turísticas ha sido creada.

Usuario: <<user>>
Contraseña temporal: <<cred>>

Atentamente,
Municipalidad Provincial de Puno
""",
    "pw",
)

F.reg(
    "totora_hostel_wifi_ubiquiti_unifi_backup_json",
    ("<<org>>/unifi/wlanconf_<<date>>.json", "backup/unifi_<<n>>.json"),
    """{"data":[{"_id":"<<hexid>>","name":"Hostal <<org>>","security":"wpapsk","wpa_mode":"wpa2","x_passphrase":"<<cred>>","enabled":true,"site_id":"<<hexid>>"}],"meta":{"rc":"ok"}}
""",
    "human",
    extra=lambda rng, s: s.__setitem__(
        "hexid", "".join(rng.choice("0123456789abcdef") for _ in range(24))
    ),
)

F.reg(
    "totora_boat_registry_ocr_cuaderno_clave",
    ("escaneos/cuaderno_<<nn>>.txt", "ocr/registro_balsas_<<date>>.txt"),
    """REGISTRO DE BALSAS - COMUNIDAD <<org>>
N° balsa  dueño               largo
 <<n>>       <<first>> <<last>>      9 m

computadora de la asociación
usu: <<user>>
clave: <<cred>>
""",
    "human",
)

F.reg(
    "totora_culqi_secret_key_ruby_initializer",
    ("<<org>>/config/initializers/culqi.rb", "tienda/<<org>>/config/initializers/culqi.rb"),
    """# frozen_string_literal: true

Culqi.public_key = 'pk_live_<<pkc>>'
Culqi.secret_key = '<<cred>>'
""",
    lambda rng: (
        "sk_live_"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    ),
    syntax="",
    extra=lambda rng, s: s.__setitem__(
        "pkc",
        "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    ),
)

_ = prov
