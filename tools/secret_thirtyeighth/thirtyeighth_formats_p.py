# ruff: noqa: E501
"""Family p: a cattle estancia on the Pampas, Argentina (Rioplatense Spanish)."""

from __future__ import annotations

from thirtyeighth_spec import human, reg, rsa_pem

FAM = "estancia_gaucho_cattle_pampas"
ORGS = ("estancia-el-ombu",)
W = ("estancia", "gaucho", "pampa", "ombu", "tropilla", "rodeo", "asado", "mate", "yerba",
     "criollo", "tandil", "azul", "bombacha", "facon", "boleadoras", "aberdeen", "hereford",
     "chacho", "negra", "pilcha")  # fmt: skip

reg(
    FAM,
    "estancia_whatsapp_rioplatense_la_contra",
    (
        "WhatsApp/Chat de WhatsApp con Capataz <<n>>.txt",
        "chats/Estancia administracion <<date>>.txt",
    ),
    """<<dslash>> <<time>> - Pilar: Chacho, ¿me pasás la contra del SENASA? tengo que cargar los movimientos de hacienda
<<dslash>> <<time>> - Chacho (capataz): dale
<<dslash>> <<time2>> - Chacho (capataz): <<cred>>
<<dslash>> <<time2>> - Pilar: genial, gracias
<<dslash>> <<time2>> - Chacho (capataz): mañana vacunamos el rodeo de Aberdeen en la manga del fondo
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "estancia_e_invoicing_wsaa_rsa_key_file",
    (
        "facturacion/certs/estancia_<<n>>.key",
        "home/<<user>>/afip/privada.key",
        "srv/<<org>>/wsaa.key",
    ),
    """<<cred>>
""",
    lambda r: rsa_pem(r, 2048),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "estancia_water_troughs_lora_server_toml_dsn",
    ("etc/lora/server.toml", "bebederos-<<n>>/config.toml"),
    """# sensores de nivel de bebederos y molinos
[general]
log_level = "info"

[postgresql]
dsn = "postgres://lora:<<cred>>@localhost/lora?sslmode=disable"
max_open_connections = 10

[redis]
servers = ["localhost:6379"]
""",
    "pw_url",
    orgs=ORGS,
)

reg(
    FAM,
    "estancia_guest_lodge_dotenv_sendgrid",
    ("lodge/.env", "reservas-<<n>>/.env", "srv/<<org>>/.env.production"),
    """# reservas de la casa de huéspedes (turismo rural, cabalgatas)
RAILS_ENV=production
DATABASE_URL=postgres://reservas@localhost/reservas
SENDGRID_API_KEY=<<cred>>
MAIL_FROM=reservas@<<dom>>
""",
    "p:sendgrid",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "estancia_payroll_java_jdbc_drivermanager",
    ("src/main/java/ar/estancia/sueldos/Liquidacion.java", "sueldos-<<n>>/src/Liquidacion.java"),
    """package ar.estancia.sueldos;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;

/** Liquidación mensual de peones y puesteros. */
public class Liquidacion {
    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection(
                "jdbc:mysql://<<ip>>:3306/sueldos", "liquidacion", "<<cred>>")) {
            ResultSet rs = c.createStatement().executeQuery("SELECT legajo, nombre, bruto FROM peones");
            while (rs.next()) {
                System.out.printf("%s %s %.2f%n", rs.getString(1), rs.getString(2), rs.getDouble(3));
            }
        }
    }
}
""",
    "pw_dq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "estancia_casco_router_sticky_note_ocr_bare",
    ("fotos/ocr/router_casco_<<n>>.txt", "ocr/papelito_<<date>>.txt"),
    """WIFI CASCO
<<cred>>
(la del galpón es otra)
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "estancia_vet_notes_typescript_anthropic_key",
    ("src/resumenVeterinario.ts", "vet-notas-<<n>>/src/index.ts"),
    """import Anthropic from '@anthropic-ai/sdk';

// resume las notas del veterinario sobre el rodeo (preñez, aftosa, brucelosis)
const client = new Anthropic({ apiKey: '<<cred>>' });

export async function resumir(notas: string): Promise<string> {
  const msg = await client.messages.create({
    model: 'claude-3-5-haiku-latest',
    max_tokens: 400,
    messages: [{ role: 'user', content: `Resumí en castellano estas notas de campo:\\n${notas}` }],
  });
  return msg.content.map((b) => ('text' in b ? b.text : '')).join('');
}
""",
    "p:anthropic",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "estancia_auction_reports_msmtprc_gmail_app_password",
    ("home/<<user>>/.msmtprc", "etc/msmtprc", "home/remates<<n>>/.msmtprc"),
    """# envío de informes del remate feria a consignatarios
defaults
auth on
tls on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile ~/.msmtp.log

account gmail
host smtp.gmail.com
port 587
from estancia.<<org_>>@gmail.com
user estancia.<<org_>>@gmail.com
password <<cred>>

account default : gmail
""",
    "p:gmail_app",
    syntax="",
    orgs=ORGS,
)
