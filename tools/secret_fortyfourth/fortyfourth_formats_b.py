# ruff: noqa: E501
"""Family b: backstrap-loom huipil weavers around Lake Atitlán, Guatemala."""

from __future__ import annotations

import re

from fortyfourth_spec import Fam, dec_b64, enc_b64

F = Fam(
    "huipil_backstrap_atitlan",
    "huipil",
    ("ixoqajquiy", "tejedorasatitlan", "kemoniximche", "rukux", "chuitinamit"),
    "gt",
    ("ixchel", "rosario", "juana", "manuela", "candelaria", "ixkik", "tomasa", "dominga"),
    ("cumes", "sicay", "tzoc", "mendoza", "chavajay", "yaxon", "quiacain", "sapalu"),
    (
        "huipil",
        "kemon",
        "atitlan",
        "quetzal",
        "xocomil",
        "pixkin",
        "corte",
        "faja",
        "solola",
        "tzanjuyu",
    ),
    ("invierno", "verano", "cuaresma", "canicula"),
    ("chucho", "kanela", "pinto", "lucero", "manchas"),
    "502",
)

F.reg(
    "spanish_whatsapp_contrasena_facebook",
    (
        "chats/WhatsApp Chat con Asociación <<org_cap>>.txt",
        "respaldo/<<fname>>/WhatsApp Chat con <<fname>>.txt",
    ),
    """<<date_us>>, <<time>> - Los mensajes y las llamadas están cifrados de extremo a extremo.
<<date_us>>, <<time>> - <<fname>>: Buenas seño, ya no me deja entrar a la página de Facebook de la asociación 😔
<<date_us>>, <<time>> - Rosario Cumes: el correo es ventas.<<org>>@gmail.com
<<date_us>>, <<time2>> - Rosario Cumes: y la contraseña <<cred>>
<<date_us>>, <<time2>> - Rosario Cumes: no la compartás con nadie por favor
<<date_us>>, <<time2>> - <<fname>>: Maltyox nana 🙏 ya pude
""",
    "human",
)

F.reg(
    "fel_certificador_llave_env",
    ("facturacion/.env", "<<org>>-fel/.env.production"),
    """# Factura Electrónica en Línea (FEL) — certificador
FEL_NIT_EMISOR=<<nnn>><<nnn>><<n>>
FEL_USUARIO=<<org>>
FEL_LLAVE_FIRMA=<<cred>>
FEL_LLAVE_WS=<<ws>>
FEL_URL=https://certificador.feel.com.gt/fel/procesounificado/transaccion/v2/xml
FEL_CORREO_COPIA=<<email>>
""",
    "alnum:32",
    extra=lambda rng, s: {"ws": "".join(rng.choice("0123456789ABCDEF") for _ in range(32))},
)

F.reg(
    "themekit_shopify_config_yml",
    ("tienda-tema/config.yml", "<<org>>-theme/config.yml"),
    """development:
  password: <<cred>>
  theme_id: "<<nnn>><<nnn>><<nnn>>"
  store: <<org>>-huipiles.myshopify.com
  ignore_files:
    - config/settings_data.json
""",
    "p:shopify",
)

F.reg(
    "kaqchikel_sms_reply_only_wifi",
    ("sms/<<phone2>>.txt", "telefono/<<fname>>/sms_<<date>>.txt"),
    """De: +502 <<nnn>><<n>> <<nnn>><<n>>
<<date_slash>> <<time>>
Xseqer! Ri wifi richin ri jay kemon, ¿achike ri ru contraseña? La de antes ya no sirve

Para: +502 <<nnn>><<n>> <<nnn>><<n>>
<<date_slash>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "socias_tienda_online_csv_clave",
    ("socias/usuarios_tienda.csv", "<<org>>/exportes/socias_<<date>>.csv"),
    """socia,comunidad,telefono,usuario,clave,rol
Juana Sicay,San Juan La Laguna,<<phone>>,jsicay,<<cred>>,vendedora
Manuela Tzoc,Santiago Atitlán,<<phone2>>,mtzoc,,pendiente
<<fname>> <<lname>>,San Pedro La Laguna,<<phone>>,<<user>>,,pendiente
""",
    "pw_bare",
)

F.reg(
    "banca_virtual_cuaderno_ocr",
    ("escaneos/cuaderno_<<date>>.txt", "<<org>>/ocr/libreta_pag<<n>>.txt"),
    """ASOCIACION <<org_cap>> - cuaderno de la tesorera

Banca Virtual (cuenta de la asociacion)
usuario : <<user>>
clave : <<cred>>
token fisico lo tiene dona Candelaria

Pagos pendientes:
- hilo de algodon Q <<nnn>>.00
- transporte a Antigua Q <<n>>0.00
""",
    "human_x",
)

F.reg(
    "paypal_rest_client_secret_php",
    ("tienda/app/config/paypal.php", "<<org>>/src/Config/PayPal.php"),
    """<?php

return [
    'mode' => 'live',
    'live' => [
        'client_id' => 'A<<cid>>',
        'client_secret' => '<<cred>>',
        'app_id' => 'APP-<<id8>>',
    ],
    'currency' => 'USD',
    'notify_url' => 'https://<<dom>>/paypal/ipn',
];
""",
    lambda rng, s: (
        "E"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(79)
        )
    ),
    extra=lambda rng, s: {
        "cid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(79)
        )
    },
)


def _k8s_dec(text: str) -> str:
    return dec_b64(re.search(r"^  DB_PASSWORD: (\S+)$", text, re.MULTILINE).group(1))


F.reg(
    "catalogo_api_k8s_secret_data_b64",
    ("k8s/catalogo/secret.yaml", "deploy/<<org>>/db-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: catalogo-db
  namespace: <<org>>
type: Opaque
data:
  DB_HOST: <<hostb>>
  DB_USER: <<userb>>
  DB_PASSWORD: <<enc>>
""",
    "pw",
    extra=lambda rng, s: {
        "enc": enc_b64(s["cred"]),
        "hostb": enc_b64(s["host"]),
        "userb": enc_b64(s["user"]),
    },
    decode=_k8s_dec,
)
