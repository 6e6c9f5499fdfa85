# ruff: noqa: E501
"""Family e: a small company that designs and fires pyrotechnic displays."""

from __future__ import annotations

from thirtyfourth_spec import human_with, reg

F = "pyrotechnic_display_show_company"

reg(
    F,
    "pyro_wireless_firing_system_cloud_json",
    ("shows/<<org>>_<<year>>/firing_system.json", "rigs/module_bank_<<n>>/cloud.json"),
    """{
  "rig": "bank-<<n>>",
  "modules": <<n3>>,
  "cues_per_module": 24,
  "arm_requires_key_switch": true,
  "cloud_sync": {
    "url": "https://sync.<<dom>>/v1/shows",
    "api_key": "<<cred>>",
    "upload_after_show": true
  }
}
""",
    "x:fsk_:28",
)

reg(
    F,
    "pyro_show_design_sync_ini_ftp",
    ("design/ShowSync.ini", "Users/<<user>>/AppData/Roaming/PyroDesign/sync_<<n>>.ini"),
    """[General]
Language=es
LastShow=C:\\Shows\\fiesta_mayor_<<year>>.fdsx

[Sync]
Protocol=FTPS
Host=ftp.<<dom>>
User=disseny<<n>>
Password=<<cred>>
RemoteDir=/shows
""",
    "pw",
    syntax="ini",
)

reg(
    F,
    "pyro_spanish_whatsapp_contrasena_portal_licencias",
    ("chats/whatsapp_<<org>>_<<n3>>.txt", "exports/polvorin_grupo_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - Javi: ¿alguien tiene la contraseña del portal de licencias de la Guardia Civil? tengo que subir el plan de seguridad
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - Marta: usuario el CIF de siempre
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - Marta: contraseña <<cred>>
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - Javi: gracias!! 🎆
""",
    human_with("traca", "mascleta", "polvora", "castillo"),
)

reg(
    F,
    "pyro_permit_portal_powershell_securestring",
    ("scripts/Submit-ShowPermit.ps1", "ops/<<org>>/permit_upload_<<n>>.ps1"),
    """# uploads the signed show plan to the county permit portal
$User = "<<user>>@<<dom>>"
$Secure = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential ($User, $Secure)
Invoke-RestMethod -Uri "https://permits.<<dom>>/api/upload" -Method Post `
    -Credential $Cred -InFile ".\\plans\\show_<<n3>>.pdf" -ContentType "application/pdf"
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "pyro_drone_show_terraform_tfvars_do_token",
    ("infra/terraform.tfvars", "drone-show/<<org>>/prod.auto.tfvars"),
    """region         = "ams3"
droplet_size   = "s-2vcpu-4gb"
show_name      = "skyshow-<<year>>"
do_token       = "<<cred>>"
ssh_key_ids    = [<<n4>><<n3>>]
""",
    "p:do",
    syntax="",
)

reg(
    F,
    "pyro_inventory_rails_database_yml",
    ("inventory/config/database.yml", "apps/<<org>>-stock/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

development:
  <<: *default
  database: stock_dev

production:
  <<: *default
  host: <<host>>
  database: magazine_stock
  username: stock
  password: '<<cred>>'
""",
    "pw_sq",
)

reg(
    F,
    "pyro_catalan_email_contrasenya_ajuntament",
    ("correu/<<n3>>_espectacle_festa_major.eml", "mail/<<user>>/ajuntament_<<n>>.eml"),
    """From: <<first_cap>> <<last_cap>> <<<email>>>
To: tecnic@<<dom>>
Subject: Accés a la plataforma de l'Ajuntament - Festa Major
Content-Type: text/plain; charset=utf-8

Bon dia,

Us faig arribar l'accés per pujar la documentació de l'espectacle:
usuari: pirotecnia.<<org>>
contrasenya: <<cred>>

Recordeu adjuntar l'assegurança i el pla d'autoprotecció abans de divendres.
Salutacions cordials,
<<first_cap>> (Àrea de Cultura)
""",
    human_with("correfoc", "traca", "coet"),
)

reg(
    F,
    "pyro_music_timecode_docker_compose_postgres",
    ("timecode/docker-compose.yml", "stack/<<org>>/compose.yaml"),
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: showctl
      POSTGRES_PASSWORD: "<<cred>>"
      POSTGRES_DB: cues
    volumes:
      - cues:/var/lib/postgresql/data
  timecode:
    image: ghcr.io/<<org>>/ltc-bridge:1.<<n>>
    depends_on: [db]
    ports:
      - "9000:9000"
volumes:
  cues: {}
""",
    "pw_dq",
)
