# ruff: noqa: E501
"""Family j: tais (hand-loomed textile) cooperatives in Timor-Leste: Tetum, Portuguese,
Indonesian."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum, ipynb, prov

F = Fam(
    "tais_tetum_timor",
    orgs=("taislorosae", "bobonarotais", "suaitais", "atauroweavers"),
    tld="tl",
    first=(
        "Maria",
        "Joaquim",
        "Ermelinda",
        "Agostinho",
        "Filomena",
        "Domingos",
        "Natália",
        "Cipriano",
        "Rosária",
        "Jacinto",
    ),
    last=(
        "da Costa",
        "Soares",
        "Belo",
        "Ximenes",
        "Guterres",
        "Pereira",
        "Amaral",
        "Freitas",
        "dos Santos",
        "Lobato",
    ),
    words=(
        "tais",
        "feto",
        "mane",
        "ramelau",
        "dili",
        "lospalos",
        "maubere",
        "kaibauk",
        "atauro",
        "suai",
        "bobonaro",
        "tebedai",
    ),
    cc="+670",
    pets=("bobi", "meri", "kiki", "lulik", "rosa"),
)

F.reg(
    "tais_tetum_whatsapp_liafuan_xave_online",
    ("WhatsApp Chat with Tais Cooperativa.txt", "chats/tais_<<first_a>>_<<n>>.txt"),
    """<<date_sl>> <<time>> - <<first>> <<last>>: Bondia mana, loja online nia password mak saida?
<<date_sl>> <<time>> - Rosária Amaral: Naran: <<user>>
<<date_sl>> <<time>> - Rosária Amaral: Liafuan-xave: <<cred>>
<<date_sl>> <<time>> - <<first>> <<last>>: Obrigada barak! Ohin ha'u foti foto tais foun husi Lospalos
<<date_sl>> <<time>> - Rosária Amaral: Keta fahe ba ema seluk 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "tais_looms_inventory_pyodk_config_toml",
    ("home/<<first_a>>/.pyodk_config.toml", "Users/<<first_a>>/.pyodk_config.toml"),
    """[central]
base_url = "https://odk.<<dom>>"
username = "<<email>>"
password = "<<cred>>"
default_project_id = <<n>>
""",
    "pw_dq",
)

F.reg(
    "tais_portuguese_email_senha_embaixada_feira",
    ("correio/<<date>>_feira_lisboa.eml", "Mail/feira-artesanato-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: cultura@<<dom>>
Subject: Plataforma da feira de artesanato - dados de acesso
Date: Wed, <<n>> Nov <<year>> 15:50:02 +0900
Content-Type: text/plain; charset=UTF-8

Boa tarde,

Para registarmos os tais das tecedeiras de Bobonaro e Suai na feira de Lisboa,
seguem os dados de acesso à plataforma da embaixada:

utilizador: <<user>>
senha: <<cred>>

Com os melhores cumprimentos,
<<first>> <<last>>
""",
    "human",
    syntax="",
)

F.reg(
    "tais_export_dhl_express_api_yaml",
    ("shipping/dhl.yml", "config/<<org>>/dhl_express.yaml"),
    """dhl_express:
  base_url: https://express.api.dhl.com/mydhlapi
  api_key: <<apikey>>
  api_secret: "<<cred>>"
  account_number: "9<<n>>41728"
  shipper:
    company: Tais Cooperative <<org_cap>>
    city: Dili
    country_code: TL
""",
    lambda rng, s: alnum(rng, 16),
    extra=lambda rng, s: {"apikey": alnum(rng, 16)},
)


def _nb(s):
    return ipynb(
        [
            ("markdown", "## Mapa das tecedeiras de tais (geocoding)\n", None),
            ("code", f'import googlemaps\n\ngmaps = googlemaps.Client(key="{s["cred"]}")\n', None),
            (
                "code",
                'r = gmaps.geocode("Lospalos, Timor-Leste")\nprint(r[0]["geometry"]["location"])\n',
                "{'lat': -8.5178, 'lng': 127.0033}\n",
            ),
        ]
    )


F.reg(
    "tais_dye_villages_ipynb_google_maps_key",
    ("notebooks/tecedeiras_mapa_<<n>>.ipynb", "analise/<<first_a>>/mapa.ipynb"),
    _nb,
    lambda rng, s: prov(rng, "google"),
)

F.reg(
    "tais_indonesian_sms_kata_sandi_border",
    ("sms/<<date>>_<<first_a>>.txt", "hp/sms_<<n>>.txt"),
    """Dari: <<phone>>
<<date_sl>> <<time>>
Kak, kata sandi wifi toko tais di Atambua: <<cred>>

Dari: <<phone>>
<<date_sl>> <<time>>
Terima kasih kak
""",
    "human",
    syntax="",
)

F.reg(
    "tais_ngo_site_ghost_config_production_json",
    ("ghost/config.production.json", "var/www/<<org>>/config.production.json"),
    """{
  "url": "https://<<dom>>",
  "server": {
    "port": 2368,
    "host": "127.0.0.1"
  },
  "database": {
    "client": "mysql",
    "connection": {
      "host": "localhost",
      "user": "ghost_<<n>>",
      "password": "<<cred>>",
      "database": "ghost_prod"
    }
  },
  "mail": {
    "transport": "SMTP",
    "options": {
      "service": "Mailgun",
      "auth": {
        "user": "postmaster@mg.<<dom>>"
      }
    }
  },
  "process": "systemd",
  "paths": {
    "contentPath": "/var/www/<<org>>/content"
  }
}
""",
    "pw_json",
)

F.reg(
    "tais_backup_server_id_rsa",
    ("home/<<first_a>>/.ssh/id_rsa", "Users/<<first_a>>/.ssh/id_rsa"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
